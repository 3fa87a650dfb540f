import { toNestErrors } from '@hookform/resolvers';
import i18n, { type TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from './zod-messages.ts';

/**
 * A react-hook-form resolver over a zod schema (the contracts' rules) whose messages are the
 * reader's: each issue goes through the web's error map (zod-messages.ts, locale `validation.*`),
 * never the schema's English text. The first issue of each field is shown.
 */
export function localizedResolver<T extends FieldValues>(
  schema: z.ZodType,
  /** The translation function (tests); the app's language by default. */
  t?: TFunction,
): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (errors[path]) continue;
      errors[path] = { type: issue.code, message: issueMessage(issue, t ?? i18n.t, values) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

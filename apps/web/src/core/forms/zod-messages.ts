import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { APPLY_LINK_HTTPS_MESSAGE, screeningMessages } from '@careers/contracts';

/**
 * The zod error map of the web, one per language through the locale files (`validation.*`): every
 * validation message a form shows is the reader's, written for people ("Enter a title", "Enter at
 * least 3 characters"), never the library's text. The contracts' English messages serve the API;
 * here only the issue's kind, limits and field count, plus a few named rules (custom below).
 */

type Issue = z.core.$ZodIssue;

/** The contracts' own rules (refine and custom issues), by their English message. */
const customKeys: Record<string, string> = {
  'This password is too common. Choose one that is harder to guess.': 'commonPassword',
  'Maximum salary must be at least the minimum': 'salaryRange',
  'Nothing to update': 'nothingToUpdate',
  'Passwords do not match': 'passwordMismatch',
  'Enter a date between the years 1900 and 2999': 'yearRange',
  [screeningMessages.twoOptions]: 'twoOptions',
  [screeningMessages.sameOption]: 'sameOption',
  [screeningMessages.duplicateId]: 'duplicateQuestion',
  [APPLY_LINK_HTTPS_MESSAGE]: 'httpsOnly',
};
const webLinkProblems: [RegExp, string][] = [
  [/: enter a web address such as/, 'url'],
  [/: only http:\/\/ and https:\/\/ addresses are allowed$/, 'webLinkScheme'],
  [/: an address with a user name or password is not allowed$/, 'webLinkCredentials'],
  [/: at most \d+ characters$/, 'webLinkTooLong'],
];

/** Fields with their own words when left empty ("Enter a title"); the rest say "Fill in this field". */
const namedFields = [
  'title',
  'location',
  'sector',
  'description',
  'email',
  'password',
  'fullName',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'closesAt',
  'positions',
  'programme',
  'reason',
] as const;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = values;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function required(t: TFunction, path: readonly PropertyKey[]): string {
  const field = String(path[path.length - 1] ?? '');
  const parent = String(path[path.length - 2] ?? '');
  if (parent === 'employer' && field === 'name') return t('validation.fields.employerName');
  return (namedFields as readonly string[]).includes(field)
    ? t(`validation.fields.${field}`)
    : t('validation.required');
}

/**
 * The reader's message for one issue. `values` are the form's values, to tell an empty field
 * (say what to enter) from a short one (say how long).
 */
export function issueMessage(issue: Issue, t: TFunction, values?: unknown): string {
  const value = valueAt(values, issue.path);
  switch (issue.code) {
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        return isEmpty(value) || minimum === 1
          ? required(t, issue.path)
          : t('validation.tooShort', { minimum });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return t('validation.fewItems', { minimum });
      }
      return isEmpty(value) ? required(t, issue.path) : t('validation.tooSmall', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return t('validation.tooLong', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return t('validation.manyItems', { maximum });
      }
      return t('validation.tooBig', { maximum });
    }
    case 'invalid_type':
      if (isEmpty(value) || Number.isNaN(value)) {
        return issue.expected === 'number' && Number.isNaN(value)
          ? t('validation.number')
          : required(t, issue.path);
      }
      if (issue.expected === 'number') return t('validation.number');
      if (issue.expected === 'int') return t('validation.wholeNumber');
      return t('validation.invalid');
    case 'invalid_format':
      if (isEmpty(value)) return required(t, issue.path);
      if (issue.format === 'email') return t('validation.email');
      if (issue.format === 'url') return t('validation.url');
      if (issue.format === 'datetime' || issue.format === 'date') return t('validation.date');
      return t('validation.invalid');
    case 'invalid_value':
    case 'invalid_union':
      if (isEmpty(value)) return required(t, issue.path);
      return issue.code === 'invalid_value' ? t('validation.choose') : t('validation.invalid');
    case 'custom': {
      const key = customKeys[issue.message];
      if (key) return t(`validation.custom.${key}`);
      const link = webLinkProblems.find(([pattern]) => pattern.test(issue.message));
      if (link) return t(link[1] === 'url' ? 'validation.url' : `validation.custom.${link[1]}`);
      return t('validation.invalid');
    }
    default:
      return t('validation.invalid');
  }
}

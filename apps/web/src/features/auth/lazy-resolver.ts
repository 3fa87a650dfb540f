import type { FieldValues, Resolver } from 'react-hook-form';
import type * as LocalizedResolvers from '../../core/forms/localized-resolver.ts';
import type * as Schemas from './schemas.ts';
import type { SchemaName } from './schemas.ts';

let loading: Promise<[typeof Schemas, typeof LocalizedResolvers]> | null = null;
let loadingSchemas: Promise<typeof Schemas> | null = null;

/** Only the contract's schemas (and zod), without the form library's resolver. */
export function loadSchemas(): Promise<typeof Schemas> {
  loadingSchemas ??= import('./schemas.ts');
  return loadingSchemas;
}

/** Starts loading zod and the contract's schemas (call on first focus, before any submit). */
export function preloadSchemas() {
  loading ??= Promise.all([loadSchemas(), import('../../core/forms/localized-resolver.ts')]);
  return loading;
}

/**
 * A react-hook-form resolver over one of the contract's zod schemas, loaded on first validation:
 * the auth pages open without zod (the login page's JavaScript budget), and validate with exactly
 * the rules the server uses, in the reader's language (core/forms/zod-messages.ts).
 */
export function lazyZodResolver<T extends FieldValues>(name: SchemaName): Resolver<T> {
  return async (values, context, options) => {
    const [{ schemas }, { localizedResolver }] = await preloadSchemas();
    const resolve = localizedResolver<T>(schemas[name]);
    return resolve(values, context, options);
  };
}

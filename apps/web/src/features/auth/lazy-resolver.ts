import type { FieldValues, Resolver } from 'react-hook-form';
import type * as ZodResolvers from '@hookform/resolvers/zod';
import type * as Schemas from './schemas.ts';
import type { SchemaName } from './schemas.ts';

let loading: Promise<[typeof Schemas, typeof ZodResolvers]> | null = null;
let loadingSchemas: Promise<typeof Schemas> | null = null;

/** Only the contract's schemas (and zod), without the form library's resolver. */
export function loadSchemas(): Promise<typeof Schemas> {
  loadingSchemas ??= import('./schemas.ts');
  return loadingSchemas;
}

/** Starts loading zod and the contract's schemas (call on first focus, before any submit). */
export function preloadSchemas() {
  loading ??= Promise.all([loadSchemas(), import('@hookform/resolvers/zod')]);
  return loading;
}

/**
 * A react-hook-form resolver over one of the contract's zod schemas, loaded on first validation:
 * the auth pages open without zod (the login page's JavaScript budget), and validate with exactly
 * the rules and messages the server uses.
 */
export function lazyZodResolver<T extends FieldValues>(name: SchemaName): Resolver<T> {
  return async (values, context, options) => {
    const [{ schemas }, { zodResolver }] = await preloadSchemas();
    const resolve = zodResolver(schemas[name]) as unknown as Resolver<T>;
    return resolve(values, context, options);
  };
}

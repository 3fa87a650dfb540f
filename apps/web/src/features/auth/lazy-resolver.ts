import type { FieldValues, Resolver } from 'react-hook-form';
import type * as ZodResolvers from '@hookform/resolvers/zod';
import type * as Schemas from './schemas.ts';
import type { SchemaName } from './schemas.ts';

let loading: Promise<[typeof Schemas, typeof ZodResolvers]> | null = null;

/** Starts loading zod and the contract's schemas (call on first focus, before any submit). */
export function preloadSchemas() {
  loading ??= Promise.all([import('./schemas.ts'), import('@hookform/resolvers/zod')]);
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

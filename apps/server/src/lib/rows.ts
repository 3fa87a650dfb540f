import type { z } from 'zod';
import { iso } from './sql.ts';

/** A date as the database hands it back (a Date, or the text of one), where the API has text. */
type Stored<T> = T extends string ? Date | string : T;

/** The row a contract's object is read from: its fields, the named dates as stored. */
export type RowOf<S extends z.ZodObject, D extends keyof z.output<S>> = {
  [K in keyof z.output<S>]: K extends D ? Stored<z.output<S>[K]> : z.output<S>[K];
};

/**
 * A stored row as the contract's object: the schema's fields copied from the row (its other
 * columns left out), the named dates as ISO strings (a missing one stays null). A mapper that
 * only copies fields and writes dates is this one line:
 *
 *   const toAdmin = (row: AdminRow): Admin => fromRow(adminSchema, row, ['createdAt', 'lastLoginAt']);
 */
export function fromRow<S extends z.ZodObject, D extends keyof z.output<S> & string>(
  schema: S,
  row: RowOf<S, D>,
  dates: readonly D[],
): z.output<S> {
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (key in source) out[key] = source[key];
  }
  for (const key of dates) out[key] = iso(source[key] as Date | string | null);
  return out as z.output<S>;
}

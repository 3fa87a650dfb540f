import { count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** `column LIKE %q%` on a lower-cased search column, with LIKE wildcards in q escaped. */
export function containsLower(column: AnyPgColumn | SQL, q: string): SQL {
  const escaped = q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like ${`%${escaped}%`}`;
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoRequired(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Postgres unique_violation, on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Counting stops here: past it a list answers `total: COUNT_CAP, totalCapped: true` ("10,000+"). */
export const COUNT_CAP = 10_000;

/**
 * A count that costs at most COUNT_CAP index entries, so a page of a million-row list costs about
 * the same as a page of ten thousand. Nobody pages past ten thousand rows; they search or filter.
 */
export async function countCapped(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
): Promise<{ total: number; totalCapped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

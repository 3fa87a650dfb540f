import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { returnedRow, type Db } from '../db/client.ts';

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

export { isUniqueViolation } from './errors.ts';

/** Counting stops here: past it a list answers `total: COUNT_CAP, totalCapped: true` ("1,000+"). */
export const COUNT_CAP = 1_000;

/** How long a count is reused for the same list query when nothing was written meanwhile. */
export const COUNT_TTL_MS = 5_000;
const COUNT_CACHE_SIZE = 500;

interface CachedCount {
  at: number;
  generation: number;
  /** Shared by every request asking while it runs, so a burst of them counts once. */
  n: Promise<number>;
}
const countCaches = new WeakMap<object, Map<string, CachedCount>>();
let generation = 0;

/**
 * Forgets every cached count. Called after anything that writes: each mutating request (a hook
 * in app.ts), the deadline sweep and job, and each audit entry (which GET downloads also write).
 */
export function forgetCounts(): void {
  generation += 1;
}

/** Changes whenever forgetCounts is called: lets other read-time work tell that data changed. */
export function writeGeneration(): number {
  return generation;
}

/**
 * A count that costs at most COUNT_CAP rows, so a page of a million-row list costs about the same
 * as a page of ten thousand; nobody pages past a thousand rows, they search or filter. Paging
 * through one search asks the same count again, so it is reused for COUNT_TTL_MS unless something
 * was written in between (another server instance's writes show within that time).
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
  const query = db.select({ n: count() }).from(limited);
  const { sql: text, params } = query.toSQL();
  const key = `${text}\u0000${JSON.stringify(params)}`;
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  const at = Date.now();
  const hit = cache.get(key);
  let n: number;
  if (hit && hit.generation === generation && at - hit.at < COUNT_TTL_MS) {
    n = await hit.n;
  } else {
    const entry: CachedCount = {
      at,
      generation,
      n: query.then(([row]) => row?.n ?? 0),
    };
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > COUNT_CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    try {
      n = await entry.n;
    } catch (error) {
      if (cache.get(key) === entry) cache.delete(key);
      throw error;
    }
    // A write that landed while counting makes this figure suspect: do not reuse it.
    if (entry.generation !== generation && cache.get(key) === entry) cache.delete(key);
  }
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}

/** How many rows of `table` `where` picks, counted exactly: for small sets (a list counts with countCapped). */
export async function countRows(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** A list's page and order, as every paged list is asked for: which page, how many, sorted how. */
export interface ListPageQuery<S extends string> {
  page: number;
  perPage: number;
  sort: 'asc' | 'desc';
  sortColumn: S;
}

/** A fetched page as the API answers it: its rows mapped, the (capped) total, the page asked for. */
export function pageOf<R, T>(
  result: { rows: R[]; total: number; totalCapped: boolean },
  map: (row: R) => T,
  page: { page: number; perPage: number },
): { data: T[]; total: number; totalCapped: boolean; page: number; perPage: number } {
  return {
    data: result.rows.map((row) => map(row)),
    total: result.total,
    totalCapped: result.totalCapped,
    page: page.page,
    perPage: page.perPage,
  };
}

/** A list's order: its sort column, then id to break ties the same way, so pages never overlap. */
export function listOrder(sort: 'asc' | 'desc', column: AnyPgColumn, id: AnyPgColumn): SQL[] {
  const dir = sort === 'asc' ? asc : desc;
  return [dir(column), dir(id)];
}

/**
 * One page of a list and its capped total (countCapped): `rows` is the list's select in dynamic
 * mode (`db.select().from(table)….$dynamic()`), filtered by `where` and sorted by `orderBy`;
 * `table` is what the total counts.
 */
export async function selectPage<T extends PgSelect>(
  db: Db,
  page: { page: number; perPage: number },
  list: { rows: T; table: PgTable; where: SQL | undefined; orderBy: SQL[] },
): Promise<{ rows: Awaited<T>; total: number; totalCapped: boolean }> {
  const [rows, totals] = await Promise.all([
    list.rows
      .where(list.where)
      .orderBy(...list.orderBy)
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    countCapped(db, list.table, list.where),
  ]);
  return { rows: rows as Awaited<T>, ...totals };
}

/**
 * One page of a table's whole rows (selectPage), filtered by `where`, in the list's order of
 * `sortColumn` then id (listOrder).
 */
export function tablePage<T extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: T,
  q: { page: number; perPage: number; sort: 'asc' | 'desc' },
  where: SQL | undefined,
  sortColumn: AnyPgColumn,
): Promise<{ rows: T['$inferSelect'][]; total: number; totalCapped: boolean }> {
  return selectPage(db, q, {
    rows: db
      .select()
      .from(table as PgTable)
      .$dynamic(),
    table,
    where,
    orderBy: listOrder(q.sort, sortColumn, table.id),
  });
}

/**
 * The row of `table` that `where` picks (the first, if several do), or undefined. `lock` reads it
 * FOR UPDATE (`true`) or FOR NO KEY UPDATE, which lets rows that refer to it still be added.
 */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  lock: boolean | 'update' | 'no key update' = false,
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1);
  const [row] = lock ? await query.for(lock === true ? 'update' : lock) : await query;
  return row as T['$inferSelect'] | undefined;
}

/** Sets `patch` on the rows of `table` that `where` picks; answers the first changed, or undefined when none is. */
export async function updateRow<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  patch: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = (await db.update(table).set(patch).where(where).returning()) as unknown[];
  return row as T['$inferSelect'] | undefined;
}

/**
 * The plain accessors of a table's rows by their `id`, for a repository to export under its own
 * names (`export const findOffer = offerRows.find`): read one (optionally locked, as findRow),
 * insert one, update one, delete one.
 */
export function rowsById<T extends PgTable & { id: AnyPgColumn }>(table: T) {
  type Row = T['$inferSelect'];
  return {
    find: (db: Db, id: string, lock: boolean | 'update' | 'no key update' = false) =>
      findRow(db, table, eq(table.id, id), lock),
    insert: async (db: Db, values: T['$inferInsert']): Promise<Row> =>
      returnedRow((await db.insert(table).values(values).returning()) as Row[]),
    update: (db: Db, id: string, patch: PgUpdateSetSource<T>) =>
      updateRow(db, table, eq(table.id, id), patch),
    remove: async (db: Db, id: string): Promise<void> => {
      await db.delete(table).where(eq(table.id, id));
    },
  };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type * as schema from './tables.ts';

export type Schema = typeof schema;
/** One query surface over both drivers: every repository takes this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs `work` in one transaction on either driver; the callback gets the same query surface as
 * every repository takes, so services never cast a driver's transaction type.
 */
export function withTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/** The one row an INSERT, UPDATE or upsert … RETURNING answers (none would be a bug: a 500). */
export function returnedRow<T>(rows: T[]): T {
  const row = rows[0];
  if (!row) throw new Error('the statement returned no row');
  return row;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  ping(): Promise<boolean>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** True while the database answers a trivial query (the health check). */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export interface OpenOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. Each
 * driver is loaded by need: a server on PGlite never loads pg (about 0.1 s of every start), and
 * one on PostgreSQL never loads the embedded database.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const { openPool } = await import('./postgres.ts');
    return openPool(opts.databaseUrl, opts.poolSize ?? 20);
  }
  // The thread first: the database opens on it while drizzle and the schema load here.
  const { PgliteThread } = await import('./pglite-thread.ts');
  const thread = new PgliteThread(path.join(opts.dataDir, 'pglite'));
  const { fromPglite } = await import('./pglite.ts');
  return fromPglite(thread);
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './tables.ts';

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

export const pgliteExtensions = { pg_trgm };

/** Wraps an open PGlite (embedded PostgreSQL in WebAssembly). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: () => ping(db),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps a pg pool on a PostgreSQL server. */
export function fromPool(pool: pg.Pool): Database {
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    ping: () => ping(db),
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
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

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 20,
      idleTimeoutMillis: 30_000,
    });
    return fromPool(pool);
  }
  const dir = path.join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true }); // PGlite does not create its own folder
  const client = await PGlite.create({ dataDir: dir, extensions: pgliteExtensions });
  return fromPglite(client);
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Database, Db } from '../db/client.ts';
import { fromPglite, pgliteExtensions } from '../db/pglite.ts';
import { fromPool } from '../db/postgres.ts';

export type Driver = 'pglite' | 'postgres';

/** The drivers this run tests on: PGlite always, PostgreSQL when it answered in global setup. */
export function testDrivers(): Driver[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A pool on a test database. Its 'error' listener matters: pool.end() resolves before its clients
 * have closed, so the DROP DATABASE … WITH (FORCE) that follows may end one of them with an error
 * the pool re-emits, which would otherwise be an uncaught exception.
 */
export function testPool(url: string, max = 3): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  return pool;
}

/** A test database; on PostgreSQL with its URL, for a second app instance or a child process. */
export type TestDatabase = Database & { url?: string };

/**
 * Another server instance's view of the same PostgreSQL test database: its own pool, as a second
 * process behind a load balancer would have. (PGlite is one process's database: no second view.)
 */
export function openSecondPool(database: TestDatabase, poolSize = 5): Database {
  if (!database.url) throw new Error('only a PostgreSQL test database can be shared');
  return fromPool(testPool(database.url, poolSize));
}

/**
 * A clean, migrated database of its own for one test file (or one describe block). Race tests ask
 * for as many PostgreSQL connections as they send parallel requests (`poolSize`), so the requests
 * really run at once instead of queueing for a connection.
 */
export async function openTestDatabase(
  driver: Driver,
  opts: { poolSize?: number } = {},
): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const dump = await readFile(inject('pgliteDumpFile'));
    const client = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: pgliteExtensions,
    });
    return fromPglite(client);
  }
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) throw new Error('PostgreSQL is not available in this run');
  const template = new URL(templateUrl);
  const templateName = template.pathname.slice(1);
  const pid = templateName.replace('careers_tpl_', '');
  const name = `careers_t_${pid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = new URL(templateUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name} template ${templateName}`);
  await admin.end();
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const database = fromPool(testPool(url.toString(), opts.poolSize ?? 5));
  const close = database.close;
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl.toString() });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A clean, migrated database of `driver` for one describe block, opened before its tests (then
 * filled by `fill`, if given) and closed after them. Read `database.db` inside tests and hooks.
 */
export function useTestDatabase(
  driver: Driver,
  fill?: (db: Db) => Promise<unknown>,
): { readonly db: Db } {
  let opened: TestDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(driver);
    await fill?.(opened.db);
  });
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error('The test database opens in beforeAll: use it inside tests');
      return opened.db;
    },
  };
}

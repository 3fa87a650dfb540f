import { writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, pgliteExtensions } from '../db/pglite.ts';
import { fromPool } from '../db/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpFile: string;
    postgresTemplateUrl: string | null;
  }
}

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Pays the expensive parts once per run: PGlite's first init plus migrations become a data-dir
 * dump that each test file loads in memory; PostgreSQL gets a migrated template database that
 * each test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'careers-test-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  const dumpFile = path.join(dir, 'pglite.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpFile', dumpFile);

  const adminUrl = process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
  let templateName: string | null = null;
  if (await reachable(adminUrl)) {
    templateName = `careers_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName}`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const tpl = fromPool(
      new pg.Pool({ connectionString: withDatabase(adminUrl, templateName), max: 1 }),
    );
    await tpl.migrate();
    await tpl.close();
    project.provide('postgresTemplateUrl', withDatabase(adminUrl, templateName));
  } else if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL does not answer at ${adminUrl}`);
  } else {
    process.stderr.write(
      `\n[tests] PostgreSQL does not answer at ${adminUrl}: API tests run on PGlite only.\n`,
    );
    project.provide('postgresTemplateUrl', null);
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (templateName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      // Databases cloned by test files that crashed before dropping their own copy.
      const left = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`careers_t_${process.pid}_%`],
      );
      for (const row of left.rows)
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${templateName} with (force)`);
      await admin.end();
    }
  };
}

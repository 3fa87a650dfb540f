import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { isUniqueViolation } from '../lib/errors.ts';
import type { Database } from './client.ts';
import { fromPglite, pgliteExtensions } from './pglite.ts';
import type { Worker } from 'node:worker_threads';
import { PgliteThread, startWorker } from './pglite-thread.ts';

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The embedded database on its own thread, as `npm start` opens it, through drizzle. */
describe('PgliteThread', () => {
  let dir: string;
  let thread: PgliteThread;
  let database: Database;

  beforeAll(async () => {
    // A migrated data directory on disk, from the run's dump (a first init costs seconds).
    dir = await mkdtemp(path.join(tmpdir(), 'careers-thread-'));
    const seed = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([await readFile(inject('pgliteDumpFile'))]),
      extensions: pgliteExtensions,
    });
    await seed.close();
    thread = new PgliteThread(dir);
    database = fromPglite(thread);
    await database.db.execute(sql`create table probe (name text primary key, colour text)`);
  }, 60_000);

  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers queries asked before it has opened, with drizzle’s rows and dates as text', async () => {
    const [row] = await rows<{ one: number; at: unknown; b: unknown }>(
      database,
      sql`select 1 as one, now() as at, '\\x0102'::bytea as b`,
    );
    expect(row?.one).toBe(1);
    expect(typeof row?.at).toBe('string');
    expect(row?.b).toEqual(new Uint8Array([1, 2]));
    expect(await database.ping()).toBe(true);
  });

  it('commits a transaction, and rolls back one whose work threw', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values ('Committed', 'blue')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values ('Rolled back', 'blue')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = (await rows<{ name: string }>(database, sql`select name from probe`)).map(
      (r) => r.name,
    );
    expect(names).toContain('Committed');
    expect(names).not.toContain('Rolled back');
  });

  it('keeps the SQLSTATE of a refusal, so a duplicate is still a 409', async () => {
    const error = await database.db
      .execute(sql`insert into probe values ('Committed', 'red')`)
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('is one connection: a query from outside an open transaction waits for it to end', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`update probe set colour = 'red' where name = 'Committed'`);
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    // The transaction holds the connection (a fixed sleep could end before it began, on a busy
    // machine, and the outside read would then rightly go first).
    await vi.waitFor(() => expect(order).toContain('tx wrote'));
    const outside = rows<{ colour: string }>(
      database,
      sql`select colour from probe where name = 'Committed'`,
    ).then((found) => {
      order.push('outside read');
      return found[0]?.colour;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await transaction;
    expect(await outside).toBe('red');
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('rejects every query with the reason when the directory cannot be opened', async () => {
    const file = path.join(dir, 'not-a-directory');
    await writeFile(file, 'x');
    const broken = new PgliteThread(file);
    await expect(broken.ready()).rejects.toThrow();
    await expect(broken.query('select 1')).rejects.toThrow();
    await broken.close();
  });

  it('fails at once, and the health check says so, once its thread has died after opening', async () => {
    let worker!: Worker;
    const dying = new PgliteThread(dir + '-dying', (d) => (worker = startWorker(d)));
    const database = fromPglite(dying);
    expect(await database.ping()).toBe(true);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    await worker.terminate();
    await exited;
    const answer = await Promise.race([
      dying.query('select 1').then(
        () => 'answered',
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000)),
    ]);
    expect(answer).toMatch(/thread stopped/);
    expect(await database.ping()).toBe(false);
    await database.close();
    await rm(dir + '-dying', { recursive: true, force: true });
  }, 60_000);
});

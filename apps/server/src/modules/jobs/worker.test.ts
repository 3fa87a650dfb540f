import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { fromPool } from '../../db/postgres.ts';
import { auditLog, jobs } from '../../db/tables.ts';
import { now } from '../../lib/clock.ts';
import { createAppOn, useTestApp } from '../../test/app.ts';
import { testDrivers, testPool } from '../../test/db.ts';
import { claimNextJob, findJob } from './jobs.repository.ts';
import { BACKOFF_MS, enqueue, LEASE_MS, MAX_ATTEMPTS, PRIORITY } from './worker.ts';

const MINUTE = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

describe.each(testDrivers())('job worker on %s', (driver) => {
  const t = useTestApp(driver);
  let db: Db;
  /** What the test handlers did, in order: `${kind}:${payload.n}`. */
  const ran: string[] = [];
  let failures = 0;

  beforeAll(async () => {
    db = t.database.db;
    t.app.jobs.register('test.record', {
      perform: async ({ job }) => {
        ran.push(`record:${String(job.payload.n)}`);
      },
    });
    t.app.jobs.register('test.fail', {
      perform: async () => {
        failures += 1;
        throw new Error('the far end said no');
      },
    });
    t.app.jobs.register('test.every', {
      every: 10 * MINUTE,
      perform: async () => {
        ran.push('every');
      },
    });
  });

  /** A time just ahead of the clock, so runDue claims at exactly this moment. */
  const soon = () => later(now(), 1000);
  const job = async (id: string) => (await findJob(db, id))!;

  it('enqueue writes in the caller’s transaction: a rollback leaves no job', async () => {
    const rolledBack = new Error('rolled back');
    let id: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        id = (await enqueue(tx as unknown as Db, { kind: 'test.record', payload: { n: 0 } }))?.id;
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(id).toBeDefined();
    expect(await findJob(db, id!)).toBeUndefined();
  });

  it('commits the lease, then runs the job once outside any transaction, then marks it done', async () => {
    let seen: unknown;
    t.app.jobs.register('test.look', {
      perform: async ({ job: mine }) => {
        // Another connection (PostgreSQL) sees the committed lease; PGlite, which runs one
        // transaction at a time, would wait here for ever were the claim still open.
        seen = await findJob(db, mine.id);
      },
    });
    const queued = (await enqueue(db, { kind: 'test.look' }))!;
    const at = soon();
    await t.app.jobs.runDue(at);
    await t.app.jobs.runDue(later(at, MINUTE));
    expect(seen).toMatchObject({
      status: 'running',
      attempts: 1,
      leaseUntil: later(at, LEASE_MS),
      lockedBy: expect.stringContaining(t.app.jobs.id),
    });
    expect(await job(queued.id)).toMatchObject({
      status: 'done',
      attempts: 1,
      finishedAt: at,
      leaseUntil: null,
      lockedBy: null,
    });
  });

  it('waits for run_at', async () => {
    const at = soon();
    const queued = (await enqueue(db, {
      kind: 'test.record',
      payload: { n: 2 },
      runAt: later(at, MINUTE),
    }))!;
    await t.app.jobs.runDue(at);
    expect((await job(queued.id)).status).toBe('queued');
    await t.app.jobs.runDue(later(at, MINUTE));
    expect((await job(queued.id)).status).toBe('done');
  });

  it('backs off 1 min, 5 min, 30 min, 2 h and 12 h, then fails, audited as the system', async () => {
    const queued = (await enqueue(db, { kind: 'test.fail' }))!;
    let at = soon();
    failures = 0;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await t.app.jobs.runDue(at);
      const row = await job(queued.id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('the far end said no');
      if (attempt < MAX_ATTEMPTS) {
        const wait = BACKOFF_MS[attempt - 1]!;
        expect(row).toMatchObject({ status: 'retrying', runAt: later(at, wait) });
        // Not a moment before.
        await t.app.jobs.runDue(later(at, wait - 1000));
        expect((await job(queued.id)).attempts).toBe(attempt);
        at = later(at, wait);
      } else {
        expect(row).toMatchObject({ status: 'failed', finishedAt: at });
      }
    }
    expect(BACKOFF_MS).toEqual([1, 5, 30, 120, 720].map((m) => m * MINUTE));
    expect(failures).toBe(6);
    await t.app.jobs.runDue(later(at, 24 * 60 * MINUTE));
    expect(failures).toBe(6);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, queued.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        actorRole: 'system',
        action: 'job.failed',
        entity: 'job',
        details: expect.objectContaining({ jobKind: 'test.fail', jobId: queued.id, attempts: 6 }),
      }),
    ]);
  });

  it('claims a running job again once its lease has run out (its worker died), not before', async () => {
    const at = soon();
    await t.app.jobs.runDue(at); // nothing else due at `at`
    const queued = (await enqueue(db, { kind: 'test.record', payload: { n: 3 } }))!;
    // A worker claims it and dies without a word.
    const claimed = await claimNextJob(db, at, later(at, LEASE_MS), 'dead-instance#1');
    expect(claimed?.id).toBe(queued.id);
    await t.app.jobs.runDue(later(at, LEASE_MS - 1000));
    expect(ran).not.toContain('record:3');
    expect((await job(queued.id)).status).toBe('running');
    await t.app.jobs.runDue(later(at, LEASE_MS));
    expect(ran.filter((r) => r === 'record:3')).toHaveLength(1);
    expect(await job(queued.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('records nothing for an attempt that outlived its lease while another worker took over', async () => {
    const at = soon();
    let taken: string | undefined;
    t.app.jobs.register('test.slow', {
      perform: async ({ job: mine }) => {
        // Meanwhile the lease runs out and another instance claims the job.
        const other = await claimNextJob(
          db,
          later(at, LEASE_MS),
          later(at, 2 * LEASE_MS),
          'other#1',
        );
        taken = other?.id;
        expect(taken).toBe(mine.id);
      },
    });
    const queued = (await enqueue(db, { kind: 'test.slow', priority: 0 }))!;
    const summary = await t.app.jobs.runDue(at);
    expect(summary.lost).toBe(1);
    expect(taken).toBe(queued.id);
    expect(await job(queued.id)).toMatchObject({ status: 'running', lockedBy: 'other#1' });
  });

  it('runs transactional work before bulk, whatever the order queued', async () => {
    const at = soon();
    const order: string[] = [];
    t.app.jobs.register('test.order', {
      perform: async ({ job: j }) => {
        order.push(String(j.payload.name));
      },
    });
    await enqueue(db, { kind: 'test.order', payload: { name: 'bulk' }, priority: PRIORITY.bulk });
    await enqueue(db, { kind: 'test.order', payload: { name: 'normal' } });
    await enqueue(db, {
      kind: 'test.order',
      payload: { name: 'transactional' },
      priority: PRIORITY.transactional,
    });
    await t.app.jobs.runDue(at);
    expect(order).toEqual(['transactional', 'normal', 'bulk']);
  });

  it('holds a dedupe key in one live job; once done the key is free again', async () => {
    const first = await enqueue(db, {
      kind: 'test.record',
      payload: { n: 4 },
      dedupeKey: 'digest:2026-11-24',
    });
    const again = await enqueue(db, {
      kind: 'test.record',
      payload: { n: 5 },
      dedupeKey: 'digest:2026-11-24',
    });
    expect(first).toBeDefined();
    expect(again).toBeUndefined();
    await t.app.jobs.runDue(soon());
    expect(ran).toContain('record:4');
    expect(ran).not.toContain('record:5');
    const later_ = await enqueue(db, {
      kind: 'test.record',
      payload: { n: 6 },
      dedupeKey: 'digest:2026-11-24',
    });
    expect(later_).toBeDefined();
  });

  it('fails a job of a kind nobody handles, naming the kind', async () => {
    const queued = (await enqueue(db, { kind: 'test.nobody' }))!;
    await t.app.jobs.runDue(soon());
    expect(await job(queued.id)).toMatchObject({
      status: 'retrying',
      lastError: 'No handler for jobs of kind test.nobody',
    });
  });

  it('keeps one row per recurring kind, due again a period after each run', async () => {
    const rows = () => db.select().from(jobs).where(eq(jobs.kind, 'test.every'));
    // Registered after the app was ready: starting again is what makes its row.
    await t.app.jobs.ensureRecurring();
    await t.app.jobs.ensureRecurring();
    expect(await rows()).toHaveLength(1);
    const at = soon();
    await t.app.jobs.runDue(at);
    expect(ran.filter((r) => r === 'every')).toHaveLength(1);
    expect(await rows()).toEqual([
      expect.objectContaining({
        status: 'queued',
        attempts: 0,
        runAt: later(at, 10 * MINUTE),
        dedupeKey: 'every:test.every',
      }),
    ]);
    await t.app.jobs.runDue(later(at, 10 * MINUTE - 1000));
    expect(ran.filter((r) => r === 'every')).toHaveLength(1);
    await t.app.jobs.runDue(later(at, 10 * MINUTE));
    expect(ran.filter((r) => r === 'every')).toHaveLength(2);
    expect(await rows()).toHaveLength(1);
  });

  it('schedules the deadline sweep and the purge once, however many instances start', async () => {
    let second: FastifyInstance | undefined;
    let pool: ReturnType<typeof testPool> | undefined;
    if (t.database.url) {
      pool = testPool(t.database.url);
      second = await createAppOn(fromPool(pool));
    } else {
      await t.app.jobs.ensureRecurring();
    }
    try {
      for (const kind of ['vacancies.close_expired', 'jobs.purge']) {
        const rows = await db.select().from(jobs).where(eq(jobs.kind, kind));
        expect(rows, kind).toHaveLength(1);
      }
    } finally {
      await second?.close();
      await pool?.end();
    }
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fromPool } from '../../db/postgres.ts';
import { jobs, outbox } from '../../db/tables.ts';
import { now } from '../../lib/clock.ts';
import { createAppOn } from '../../test/app.ts';
import { openTestDatabase, testDrivers, testPool, type TestDatabase } from '../../test/db.ts';
import { TestSmtp } from '../../test/smtp.ts';
import { LEASE_MS } from '../jobs/worker.ts';
import { MAIL_JOB } from './mailer.ts';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');

/** Starts main.ts as a server process and answers it with the port it listens on. */
async function startServer(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listen line:\n${out}`)), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { child, port };
}

const postJson = (url: string, body: object) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

// A server process on PostgreSQL; PGlite's data directory belongs to one process at a time.
describe.skipIf(!testDrivers().includes('postgres'))('mail across a crash (SIGKILL)', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('delivers the message once after the instance sending it is killed while the SMTP server stalls at DATA', async () => {
    const smtp = await TestSmtp.start();
    cleanup.push(() => smtp.close());
    const database: TestDatabase = await openTestDatabase('postgres');
    cleanup.push(() => database.close());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'careers-crash-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));

    smtp.stallAtData();
    const { child, port } = await startServer({
      DATABASE_URL: database.url!,
      SMTP_URL: smtp.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'never',
      JOBS_WORKER: 'on',
      JOBS_POLL_MS: '100',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    cleanup.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });

    const base = `http://127.0.0.1:${port}/api/v1`;
    const email = 'crash.candidate@uni.example.ac.uk';
    const registered = await postJson(`${base}/candidate/register`, {
      email,
      password: 'Tangerine-Orbit-42',
      fullName: 'Crash Candidate',
    });
    // Registering queues the confirmation email: the message this test follows.
    expect(registered.status).toBe(201);

    // The child's worker claims the mail, sends it, and waits for the answer to DATA…
    await smtp.waitFor(() =>
      smtp.transactions.some((x) => x.to.includes(email) && x.outcome === 'stalled'),
    );
    // …when the process dies without a chance to record anything.
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    smtp.healthy();

    const db = database.db;
    const [message] = await db.select().from(outbox).where(eq(outbox.to, email));
    expect(message).toMatchObject({ status: 'queued', attempts: 0 });
    expect(message?.secrets).not.toBeNull();
    const [job] = await db.select().from(jobs).where(eq(jobs.id, message!.jobId!));
    expect(job).toMatchObject({ kind: MAIL_JOB, status: 'running', attempts: 1 });

    // Another instance on the same database: it leaves the job alone while the lease holds…
    const pool = testPool(database.url!);
    const other: FastifyInstance = await createAppOn(fromPool(pool), { smtpUrl: smtp.url });
    cleanup.push(() => pool.end());
    cleanup.push(() => other.close());
    await other.jobs.runDue(now());
    expect(smtp.mailTo(email)).toEqual([]);

    // …and takes it over once the lease has run out.
    const afterLease = new Date(job!.leaseUntil!.getTime() + 1000);
    expect(afterLease.getTime() - now().getTime()).toBeLessThanOrEqual(LEASE_MS + 1000);
    await other.jobs.runDue(afterLease);
    await other.jobs.runDue(new Date(afterLease.getTime() + 24 * 60 * 60_000));

    // One DATA transaction completed: the message arrived once.
    const tries = smtp.transactions.filter((x) => x.to.includes(email));
    expect(tries.map((x) => x.outcome)).toEqual(['stalled', 'accepted']);
    expect(smtp.mailTo(email)).toHaveLength(1);
    expect(smtp.mailTo(email)[0]?.text).toMatch(/\/verify-email\?token=[\w-]{43}/);
    const [delivered] = await db.select().from(outbox).where(eq(outbox.to, email));
    expect(delivered).toMatchObject({ status: 'sent', attempts: 1, secrets: null });
    expect(tries.every((x) => x.messageId === delivered?.messageId)).toBe(true);
    const [done] = await db.select().from(jobs).where(eq(jobs.id, message!.jobId!));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
  }, 120_000);
});

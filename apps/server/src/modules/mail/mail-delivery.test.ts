import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse, OutboxMessage, Page } from '@careers/contracts';
import { fromPool } from '../../db/postgres.ts';
import { auditLog } from '../../db/tables.ts';
import { now } from '../../lib/clock.ts';
import { buildApp } from '../../app.ts';
import { createAppOn, testConfig } from '../../test/app.ts';
import { bearer, registerAdmin, registerCandidate } from '../../test/auth.ts';
import { openTestDatabase, testDrivers, testPool, type TestDatabase } from '../../test/db.ts';
import { appWithSmtp, linkParam } from '../../test/smtp.ts';
import { secret, type MailMessage } from './mailer.ts';

const MINUTE = 60_000;
const later = (at: Date, ms: number) => new Date(at.getTime() + ms);

describe.each(testDrivers())('mail delivery through the job worker on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: AuthResponse;
  let n = 0;

  beforeAll(async () => {
    admin = await registerAdmin(env.t.app);
  });

  /** Queues a message of its own (as a cause's transaction would) and answers its id and address. */
  const queue = async (message: Partial<MailMessage> = {}) => {
    const to = `delivery-${++n}@example.org`;
    const id = await env.t.app.mailer.queue(env.t.database.db, {
      to,
      subject: `Message ${n}`,
      text: `Hello number ${n}`,
      ...message,
    });
    return { id, to };
  };
  const shown = async (id: string) =>
    (
      await env.t.app.inject({
        url: '/api/v1/outbox?perPage=100',
        headers: bearer(admin.accessToken),
      })
    )
      .json<Page<OutboxMessage>>()
      .data.find((m) => m.id === id)!;
  /**
   * Ahead of the clock, so a run claims at exactly this moment: far enough ahead that a slow
   * first delivery (nodemailer loads with the first message sent) cannot overtake it.
   */
  const soon = () => later(now(), 30_000);

  it('delivers on the third attempt when refused twice, 1 and then 5 minutes apart, with one Message-ID', async () => {
    const t0 = soon();
    await env.t.app.jobs.runDue(t0); // nothing else pending
    const { id, to } = await queue({ subject: 'Refused twice' });
    env.smtp.refuseNext(2);

    await env.t.app.jobs.runDue(t0);
    expect(await shown(id)).toMatchObject({
      status: 'retrying',
      attempts: 1,
      lastError: expect.stringContaining('451'),
      nextAttemptAt: later(t0, MINUTE).toISOString(),
    });
    await env.t.app.jobs.runDue(later(t0, MINUTE - 1000));
    expect((await shown(id)).attempts).toBe(1);

    await env.t.app.jobs.runDue(later(t0, MINUTE));
    expect(await shown(id)).toMatchObject({
      status: 'retrying',
      attempts: 2,
      nextAttemptAt: later(t0, 6 * MINUTE).toISOString(),
    });
    await env.t.app.jobs.runDue(later(t0, 6 * MINUTE - 1000));
    expect((await shown(id)).attempts).toBe(2);

    await env.t.app.jobs.runDue(later(t0, 6 * MINUTE));
    const sent = await shown(id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
      sentAt: later(t0, 6 * MINUTE).toISOString(),
    });
    const tries = env.smtp.transactions.filter((x) => x.to.includes(to));
    expect(tries.map((x) => x.outcome)).toEqual(['refused', 'refused', 'accepted']);
    // The Message-ID is given at queue time, so every attempt carries the same one.
    expect(new Set(tries.map((x) => x.messageId))).toEqual(new Set([sent.messageId]));
    expect(env.smtp.mailTo(to)).toHaveLength(1);
  });

  it('with the server down: retrying, failed after 5 retries, delivered once staff retry it', async () => {
    let at = soon();
    await env.t.app.jobs.runDue(at);
    const { id, to } = await queue({ subject: 'Server down' });
    await env.smtp.down();
    try {
      for (const wait of [1, 5, 30, 120, 720]) {
        await env.t.app.jobs.runDue(at);
        expect(await shown(id)).toMatchObject({
          status: 'retrying',
          lastError: expect.stringMatching(/ECONNREFUSED/),
          nextAttemptAt: later(at, wait * MINUTE).toISOString(),
        });
        at = later(at, wait * MINUTE);
      }
      await env.t.app.jobs.runDue(at);
    } finally {
      await env.smtp.up();
    }
    const failed = await shown(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // Failed stays failed: nothing tries it again by itself.
    await env.t.app.jobs.runDue(later(at, 24 * 60 * MINUTE));
    expect(env.smtp.mailTo(to)).toEqual([]);

    const res = await env.t.app.inject({
      method: 'POST',
      url: `/api/v1/outbox/${id}/retry`,
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'queued', attempts: 6 });
    await env.t.app.jobs.runDue();
    expect(await shown(id)).toMatchObject({ status: 'sent', attempts: 7, lastError: null });
    expect(env.smtp.mailTo(to)).toHaveLength(1);
    expect(env.smtp.mailTo(to)[0]?.messageId).toBe(failed.messageId);

    const audit = await env.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'outbox'), eq(auditLog.entityId, id)));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'mail.retry', actorId: admin.userData.id }),
    ]);
  });

  it('sends transactional mail before bulk mail queued earlier', async () => {
    await env.t.app.jobs.runDue();
    const bulk = await queue({ subject: 'Termly newsletter', priority: 'bulk' });
    const reset = await queue({ subject: 'Your reset link' });
    await env.t.app.jobs.runDue();
    const order = env.smtp.received
      .map((m) => m.to[0])
      .filter((x) => x === bulk.to || x === reset.to);
    expect(order).toEqual([reset.to, bulk.to]);
  });

  it('two workers running at once deliver each message once', async () => {
    await env.t.app.jobs.runDue();
    const queued = await Promise.all(
      Array.from({ length: 12 }, (_, i) => queue({ subject: `Concurrent ${i}` })),
    );
    // PostgreSQL: a second instance of the app on the same database. PGlite serves one
    // process, so there the two workers are two runs in one instance.
    let other: FastifyInstance = env.t.app;
    let pool: ReturnType<typeof testPool> | undefined;
    if (env.t.database.url) {
      pool = testPool(env.t.database.url);
      other = await createAppOn(fromPool(pool), { smtpUrl: env.smtp.url });
    }
    try {
      const at = now();
      const [a, b] = await Promise.all([env.t.app.jobs.runDue(at), other.jobs.runDue(at)]);
      expect(a.done + b.done).toBeGreaterThanOrEqual(12);
    } finally {
      if (other !== env.t.app) await other.close();
      await pool?.end();
    }
    for (const { to } of queued) {
      expect(
        env.smtp.transactions.filter((x) => x.to.includes(to)),
        to,
      ).toHaveLength(1);
    }
  });

  it('refuses, in the causing transaction, a secret written outside its placeholder', async () => {
    const token = 'raw-token-that-should-be-a-placeholder';
    await expect(
      env.t.app.mailer.queue(env.t.database.db, {
        to: 'leak@example.org',
        subject: 'Leak',
        text: `https://x.example/reset-password?token=${token}`,
        secrets: { reset: token },
      }),
    ).rejects.toThrow('A secret must appear only through its placeholder');
    await expect(
      env.t.app.mailer.queue(env.t.database.db, {
        to: 'leak@example.org',
        subject: 'Missing',
        text: `https://x.example/reset-password?token=${secret('reset')}`,
      }),
    ).rejects.toThrow('The secret reset is missing');
  });
});

describe.each(testDrivers())('mail without SMTP_URL (local use) on %s', (driver) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const logLines: string[] = [];
  const printed: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp({
      config: testConfig({ smtpUrl: undefined }),
      database,
      logger: { level: 'debug', stream },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('prints the whole message, real link included, on the console and keeps it; logs never show the link', async () => {
    const admin = await registerAdmin(app);
    const candidate = await registerCandidate(app);
    const email = candidate.userData.email;
    await app.inject({
      method: 'POST',
      url: '/api/v1/candidate/forgot-password',
      payload: { email },
    });
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      await app.jobs.runDue();
    } finally {
      write.mockRestore();
    }
    const copy = printed.find((p) => p.includes(`To: ${email}`));
    expect(copy).toContain('MAIL (not sent: SMTP_URL is not set');
    expect(copy).toContain('Subject: Reset your Careers Service password');
    const token = linkParam(copy ?? '', '/reset-password', 'token');
    expect(token).toMatch(/^[\w-]{43}$/);

    const page = await app.inject({ url: '/api/v1/outbox', headers: bearer(admin.accessToken) });
    const message = page.json<Page<OutboxMessage>>().data.find((m) => m.to === email)!;
    expect(message).toMatchObject({ status: 'kept', attempts: 1, sentAt: null });
    expect(message.text).toContain('/reset-password?token=••••');
    // Kept is final: there is nowhere to send it.
    const retried = await app.inject({
      method: 'POST',
      url: `/api/v1/outbox/${message.id}/retry`,
      headers: bearer(admin.accessToken),
    });
    expect(retried.statusCode).toBe(409);

    const logged = logLines.join('');
    expect(logged).toContain(email);
    expect(logged).toContain('Reset your Careers Service password');
    expect(logged).not.toContain(token!);
  });
});

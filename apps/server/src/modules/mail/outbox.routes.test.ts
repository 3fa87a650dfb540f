import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse, OutboxMessage, Page } from '@careers/contracts';
import { outbox } from '../../db/tables.ts';
import { testDrivers } from '../../test/db.ts';
import { bearer, registerAdmin, registerCandidate, uniqueEmail } from '../../test/auth.ts';
import { appWithSmtp, linkParam } from '../../test/smtp.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('the outbox as staff see it, on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: AuthResponse;
  beforeAll(async () => {
    admin = await registerAdmin(env.t.app);
  });

  const outboxPage = (query: string, token = admin.accessToken) =>
    env.t.app.inject({ method: 'GET', url: `/api/v1/outbox${query}`, headers: bearer(token) });
  const messageTo = async (to: string) =>
    (await outboxPage('?perPage=100')).json<Page<OutboxMessage>>().data.find((m) => m.to === to);
  const retry = (id: string, token = admin.accessToken) =>
    env.t.app.inject({ method: 'POST', url: `/api/v1/outbox/${id}/retry`, headers: bearer(token) });

  describe('GET /api/v1/outbox', () => {
    it('[200] pages the messages newest first, even those queued in one millisecond', async () => {
      // The clock stands still while the three are queued, as it may within a bulk change.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        for (let i = 1; i <= 3; i++)
          await env.t.app.mailer.queue(env.t.database.db, {
            to: `n${i}@example.org`,
            subject: `Note ${i}`,
            text: `Body ${i}`,
          });
      } finally {
        vi.useRealTimers();
      }
      const res = await outboxPage('?perPage=2');
      expect(res.statusCode).toBe(200);
      const page = res.json<Page<OutboxMessage>>();
      expect(page).toMatchObject({ total: 3, page: 1, perPage: 2 });
      expect(page.data.map((m) => m.subject)).toEqual(['Note 3', 'Note 2']);
      expect(page.data[0]).toMatchObject({
        to: 'n3@example.org',
        text: 'Body 3',
        html: null,
        status: 'queued',
        attempts: 0,
        lastError: null,
        sentAt: null,
        nextAttemptAt: null,
        messageId: expect.stringMatching(/^<[0-9a-f-]{36}@example\.ac\.uk>$/),
      });
      const second = (await outboxPage('?perPage=2&page=2')).json<Page<OutboxMessage>>();
      expect(second.data.map((m) => m.subject)).toEqual(['Note 1']);
      const oldest = (await outboxPage('?sort=asc&perPage=1')).json<Page<OutboxMessage>>();
      expect(oldest.data[0]?.subject).toBe('Note 1');
    });

    it('[200] filters by status', async () => {
      await env.t.app.jobs.runDue();
      const sent = (await outboxPage('?status=sent&perPage=100')).json<Page<OutboxMessage>>();
      expect(sent.total).toBeGreaterThanOrEqual(3);
      expect(new Set(sent.data.map((m) => m.status))).toEqual(new Set(['sent']));
      expect((await outboxPage('?status=failed')).json()).toMatchObject({ total: 0, data: [] });
      const bad = await outboxPage('?status=lost');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'status' });
    });

    it('[200] masks an invitation link; the invitee gets the real one; the secret is blanked once sent', async () => {
      const email = uniqueEmail('invitee');
      const invited = await env.t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/invitations',
        headers: bearer(admin.accessToken),
        payload: { email },
      });
      const { token } = invited.json<{ token: string }>();
      const queued = await messageTo(email);
      expect(queued?.text).toContain(`${env.t.app.config.publicUrl}/register?invitation=••••`);
      expect(JSON.stringify(queued)).not.toContain(token);

      const [delivered] = await env.mailsTo(email);
      expect(linkParam(delivered?.text ?? '', '/register', 'invitation')).toBe(token);
      const sent = await messageTo(email);
      expect(sent).toMatchObject({ status: 'sent', attempts: 1, text: queued?.text });
      const [row] = await env.t.database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(row?.secrets).toBeNull();
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('[200] masks a password-reset link the same way', async () => {
      const candidate = await registerCandidate(env.t.app);
      const email = candidate.userData.email;
      await env.t.app.inject({
        method: 'POST',
        url: '/api/v1/candidate/forgot-password',
        payload: { email },
      });
      const token = linkParam(
        (await env.mailsTo(email))[0]?.text ?? '',
        '/reset-password',
        'token',
      );
      expect(token).toMatch(/^[\w-]{43}$/);
      const shown = await messageTo(email);
      expect(shown?.text).toContain(`${env.t.app.config.publicUrl}/reset-password?token=••••`);
      expect(JSON.stringify(shown)).not.toContain(token);
    });

    it('[400] refuses an out-of-range page size rather than clamping', async () => {
      const res = await outboxPage('?perPage=500');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'perPage' });
    });

    it('[401] without a session, [403] for a candidate', async () => {
      const anonymous = await env.t.app.inject({ method: 'GET', url: '/api/v1/outbox' });
      expect(anonymous.statusCode).toBe(401);
      const candidate = await registerCandidate(env.t.app);
      const res = await outboxPage('', candidate.accessToken);
      expectError(res, 403, { code: 'forbidden', message: 'You are not allowed to do this' });
    });
  });

  describe('POST /api/v1/outbox/:id/retry', () => {
    it('[409] for a message that is not failed, naming its status', async () => {
      const sent = (await outboxPage('?status=sent&perPage=1')).json<Page<OutboxMessage>>();
      const res = await retry(sent.data[0]!.id);
      expectError(res, 409, {
        code: 'conflict',
        message: 'Only a failed message can be retried; this one is sent.',
        field: 'status',
      });
    });

    it('[404] for an unknown message, [403] for a candidate, [401] without a session', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect((await retry(unknown)).statusCode).toBe(404);
      const candidate = await registerCandidate(env.t.app);
      expect((await retry(unknown, candidate.accessToken)).statusCode).toBe(403);
      const anonymous = await env.t.app.inject({
        method: 'POST',
        url: `/api/v1/outbox/${unknown}/retry`,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

import { Writable } from 'node:stream';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthResponse, OutboxMessage, Page } from '@careers/contracts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { bearer, registerAdmin, registerCandidate } from '../../test/auth.ts';
import { Mailer } from './mailer.ts';

describe.each(testDrivers())('mail on %s', (driver) => {
  let t: TestApp;
  let admin: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = await registerAdmin(t.app);
  });
  afterAll(() => t.close());

  const outbox = (query: string, token = admin.accessToken) =>
    t.app.inject({ method: 'GET', url: `/api/v1/outbox${query}`, headers: bearer(token) });

  describe('GET /api/v1/outbox', () => {
    it('[200] pages the messages newest first, even those queued in one millisecond', async () => {
      // The clock stands still while the three are queued, as it may within a bulk change.
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        for (let i = 1; i <= 3; i++)
          await t.app.mailer.send({
            to: `n${i}@example.org`,
            subject: `Note ${i}`,
            text: `Body ${i}`,
          });
      } finally {
        vi.useRealTimers();
      }
      const res = await outbox('?perPage=2');
      expect(res.statusCode).toBe(200);
      const page = res.json<Page<OutboxMessage>>();
      expect(page).toMatchObject({ total: 3, page: 1, perPage: 2 });
      expect(page.data.map((m) => m.subject)).toEqual(['Note 3', 'Note 2']);
      expect(page.data[0]).toMatchObject({
        to: 'n3@example.org',
        text: 'Body 3',
        html: null,
        sentAt: null,
        error: null,
      });
      const second = (await outbox('?perPage=2&page=2')).json<Page<OutboxMessage>>();
      expect(second.data.map((m) => m.subject)).toEqual(['Note 1']);
      const oldest = (await outbox('?sort=asc&perPage=1')).json<Page<OutboxMessage>>();
      expect(oldest.data[0]?.subject).toBe('Note 1');
    });

    it('[400] refuses an out-of-range page size rather than clamping', async () => {
      const res = await outbox('?perPage=500');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'perPage' });
    });

    it('[401] without a session, [403] for a candidate', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/outbox' });
      expect(anonymous.statusCode).toBe(401);
      const candidate = await registerCandidate(t.app);
      const res = await outbox('', candidate.accessToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'You are not allowed to do this' });
    });
  });

  describe('Mailer', () => {
    function captureLog() {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      return { log: pino({ level: 'info' }, stream), lines };
    }

    it('sends through the transport when there is one and records sentAt', async () => {
      const transport = nodemailer.createTransport({ jsonTransport: true });
      const sent: unknown[] = [];
      const original = transport.sendMail.bind(transport);
      transport.sendMail = (async (message: nodemailer.SendMailOptions) => {
        sent.push(message);
        return original(message);
      }) as typeof transport.sendMail;
      const { log } = captureLog();
      const mailer = new Mailer(t.database.db, log, 'Careers <careers@example.ac.uk>', transport);
      const id = await mailer.send({ to: 'smtp@example.org', subject: 'Via SMTP', text: 'Hi' });
      await mailer.flush();
      expect(sent).toEqual([
        expect.objectContaining({
          from: 'Careers <careers@example.ac.uk>',
          to: 'smtp@example.org',
        }),
      ]);
      const row = (await outbox('?perPage=100'))
        .json<Page<OutboxMessage>>()
        .data.find((m) => m.id === id);
      expect(row?.sentAt).toEqual(expect.any(String));
      expect(row?.error).toBeNull();
    });

    it('keeps the message with the error when sending fails', async () => {
      const transport = nodemailer.createTransport({ jsonTransport: true });
      transport.sendMail = (async () => {
        throw new Error('connection refused');
      }) as typeof transport.sendMail;
      const { log } = captureLog();
      const mailer = new Mailer(t.database.db, log, 'Careers <c@example.ac.uk>', transport);
      const id = await mailer.send({ to: 'down@example.org', subject: 'Down', text: 'Hi' });
      await mailer.flush();
      const row = (await outbox('?perPage=100'))
        .json<Page<OutboxMessage>>()
        .data.find((m) => m.id === id);
      expect(row).toMatchObject({ sentAt: null, error: 'connection refused' });
    });

    it('logs recipient and subject but never the body (it carries tokens)', async () => {
      const { log, lines } = captureLog();
      const mailer = new Mailer(t.database.db, log, 'Careers <c@example.ac.uk>');
      await mailer.send({
        to: 'log@example.org',
        subject: 'Reset',
        text: 'https://x/reset-password?token=SECRET-TOKEN-123',
      });
      const logged = lines.join('');
      expect(logged).toContain('log@example.org');
      expect(logged).toContain('Reset');
      expect(logged).not.toContain('SECRET-TOKEN-123');
    });
  });
});

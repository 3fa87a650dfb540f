import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@careers/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig, useTestApp } from '../../test/app.ts';
import { openTestDatabase, testDrivers } from '../../test/db.ts';
import { hasRedis, testRedisUrl } from '../../test/redis.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { admins, candidates } from '../../db/tables.ts';
import { registerAdmin, registerCandidate, testPassword, uniqueEmail } from '../../test/auth.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('login on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: AuthResponse;
  let candidate: AuthResponse;
  let addressSeq = 0;
  // Each test signs in from its own address so the per-address limit of one does not leak.
  let address = '';
  beforeAll(async () => {
    admin = await registerAdmin(t.app, { email: uniqueEmail('staff') });
    candidate = await registerCandidate(t.app, { email: uniqueEmail('student') });
  });
  afterEach(() => {
    resetClock();
    address = `10.0.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;
  });

  const login = (role: 'candidate' | 'admin', email: string, password: string, from = address) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${role}/login`,
      payload: { email, password },
      remoteAddress: from || '10.9.9.9',
    });

  it('[200] answers userData and tokens, and records lastLoginAt', async () => {
    const res = await login('candidate', candidate.userData.email.toUpperCase(), testPassword);
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.userData).toEqual(candidate.userData);
    expect(body.refreshToken).not.toBe(candidate.refreshToken);
    const [row] = await t.database.db
      .select({ lastLoginAt: candidates.lastLoginAt })
      .from(candidates)
      .where(eq(candidates.id, candidate.userData.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('[200] admin login answers an admin session', async () => {
    const res = await login('admin', admin.userData.email, testPassword);
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().userData.role).toBe('admin');
  });

  it.each([
    ['a wrong password', () => candidate.userData.email, 'Wrong-Password-1'],
    ['an unknown email', () => uniqueEmail('nobody'), testPassword],
  ])('[401] %s answers one message', async (_case, email, password) => {
    const res = await login('candidate', email(), password);
    expectError(res, 401, {
      code: 'invalid_credentials',
      message: 'Email or Password is Invalid',
    });
  });

  it("[401] a candidate's credentials never open an admin session, nor the reverse", async () => {
    const asAdmin = await login('admin', candidate.userData.email, testPassword);
    expectError(asAdmin, 401, {
      code: 'invalid_credentials',
      message: 'Email or Password is Invalid',
    });
    const asCandidate = await login('candidate', admin.userData.email, testPassword);
    expect(asCandidate.statusCode).toBe(401);
  });

  it('[400] names the field of bad input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expectError(res, 400, {
      code: 'invalid_field',
      message: 'Enter a valid email address',
      field: 'email',
    });
  });

  it('[401] a disabled admin can neither log in nor refresh', async () => {
    const other = await registerAdmin(t.app, {}, admin);
    await t.database.db
      .update(admins)
      .set({ status: 'disabled' })
      .where(eq(admins.id, other.userData.id));
    const res = await login('admin', other.userData.email, testPassword);
    expectError(res, 401, {
      code: 'account_disabled',
      message: 'This account has been disabled. Contact the careers service.',
    });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jwt/refresh-token',
      payload: { refreshToken: other.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  describe('failed-login limits', () => {
    it('[429] with Retry-After on the 11th attempt after 10 failures for one account', async () => {
      const victim = await registerCandidate(t.app);
      const email = victim.userData.email;
      for (let i = 0; i < 10; i++) {
        // Spread over addresses: the account limit holds whatever address the guesses come from.
        const res = await login('candidate', email, `Wrong-guess-${i}`, `10.1.1.${i}`);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login('candidate', email, testPassword, '10.1.1.99');
      expectError(blocked, 429, {
        code: 'too_many_attempts',
        message: 'Too many failed attempts. Try again later.',
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Other accounts are unaffected, and the same account as admin is another account.
      expect((await login('candidate', candidate.userData.email, testPassword)).statusCode).toBe(
        200,
      );

      // Once the failures leave the 15-minute window, the right password works again.
      advanceClock(retryAfter * 1000);
      expect((await login('candidate', email, testPassword)).statusCode).toBe(200);
    });

    it('successful logins never count: 30 in a row from one address all succeed', async () => {
      for (let i = 0; i < 30; i++) {
        const res = await login('candidate', candidate.userData.email, testPassword, '10.2.2.2');
        expect(res.statusCode).toBe(200);
      }
    });

    it('[429] after 100 failures from one address, even for other accounts', async () => {
      const from = '10.3.3.3';
      for (let i = 0; i < 100; i++) {
        // 100 different unknown accounts: no single account reaches its own limit.
        const res = await login('candidate', `guess${i}@uni.example.ac.uk`, 'Wrong-guess', from);
        expect(res.statusCode).toBe(401);
      }
      const blocked = await login('candidate', candidate.userData.email, testPassword, from);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Another address of the same campus is still fine.
      expect(
        (await login('candidate', candidate.userData.email, testPassword, '10.3.3.4')).statusCode,
      ).toBe(200);
    }, 60_000);
  });
});

describe.skipIf(!hasRedis)('login limits shared through Redis (REDIS_URL)', () => {
  it('two app instances count failures for one account together', async () => {
    // Two instances behind a load balancer: one database, one Redis, separate processes' memory.
    const database = await openTestDatabase('pglite');
    const config = testConfig({ redisUrl: testRedisUrl });
    const one = await buildApp({ config, database, logger: false });
    const two = await buildApp({ config, database, logger: false });
    try {
      const email = uniqueEmail('shared');
      const attempt = (app: FastifyInstance, i: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/candidate/login',
          payload: { email, password: `Wrong-guess-${i}` },
          remoteAddress: `10.7.${i}.1`,
        });
      for (let i = 0; i < 10; i++)
        expect((await attempt(i % 2 ? one : two, i)).statusCode).toBe(401);
      const blocked = await attempt(one, 11);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await one.close();
      await two.close();
      await database.close();
    }
  }, 60_000);
});

describe('login limits when Redis is down', () => {
  it('logins still answer (the limiter lets attempts through and logs)', async () => {
    const t = await createTestApp('pglite', { redisUrl: 'redis://127.0.0.1:6390' });
    try {
      const session = await registerCandidate(t.app);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidate/login',
        payload: { email: session.userData.email, password: testPassword },
      });
      expect(ok.statusCode).toBe(200);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidate/login',
        payload: { email: session.userData.email, password: 'Wrong-guess-1' },
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  }, 60_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages, authMessages } from '@careers/contracts';
import { buildApp } from '../../app.ts';
import { callAs, createTestApp, testConfig, useTestApp } from '../../test/app.ts';
import { candidateResetToken } from '../../test/auth.ts';
import { openSecondPool, testDrivers } from '../../test/db.ts';
import {
  anotherSession,
  createAdmin,
  createCandidate,
  password,
  setAdminStatus,
  type TestUser,
} from '../../test/users.ts';
import { setStatus } from '../admins/admins.service.ts';
import { expectError } from '../../test/answers.ts';

/*
 * Revocation takes effect at once: every request checks its session and account (an indexed
 * lookup), so nothing waits for the access token to expire. Before this, each of these access
 * tokens kept working for up to ten minutes.
 */
describe.each(testDrivers())('revocation on %s', (driver) => {
  // As many connections as the race below sends requests at once.
  const t = useTestApp(driver, {}, { poolSize: 6 });
  let first: TestUser;

  beforeAll(async () => {
    first = await createAdmin(t.app, undefined, 'Priya Raman');
  });

  const get = (url: string, user: TestUser) => t.app.inject({ url, headers: user.auth });
  const disable = (actor: TestUser, target: TestUser) =>
    setAdminStatus(t.app, actor, target.id, 'disabled');

  it('[401] a disabled admin is refused at once on every call, invitations included', async () => {
    const rogue = await createAdmin(t.app, first, 'Rogue Admin');
    expect((await get('/api/v1/admins', rogue)).statusCode).toBe(200);
    expect((await disable(first, rogue)).statusCode).toBe(200);
    for (const url of ['/api/v1/admins', '/api/v1/me', '/api/v1/vacancies', '/api/v1/outbox']) {
      const res = await get(url, rogue);
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ code: 'session_ended', message: authMessages.sessionEnded });
    }
    const invite = await callAs(t.app, rogue, 'POST', '/admin/invitations', {
      email: 'accomplice@careers.test',
    });
    expect(invite.statusCode).toBe(401);
    const selfEnable = await setAdminStatus(t.app, rogue, rogue.id, 'active');
    expect(selfEnable.statusCode).toBe(401);
  });

  it('[401] logging out ends that session at once; the account’s other sessions go on', async () => {
    const student = await createCandidate(t.app);
    const phone = await anotherSession(t.app, student, 'candidate');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jwt/logout',
      payload: { refreshToken: student.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/v1/me', student)).statusCode).toBe(401);
    expect((await get('/api/v1/applications', student)).statusCode).toBe(401);
    expect((await get('/api/v1/me', phone)).statusCode).toBe(200);
  });

  it('[401] a password reset ends every session of the account at once', async () => {
    const student = await createCandidate(t.app);
    const laptop = await anotherSession(t.app, student, 'candidate');
    const token = await candidateResetToken(t.app, student.id, 60_000);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-password',
      payload: { token, password: 'Another-Long-Passphrase-7' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await get('/api/v1/me', student)).statusCode).toBe(401);
    expect((await get('/api/v1/documents', laptop)).statusCode).toBe(401);
  });

  it('[204] a password change ends every other session and keeps the current one', async () => {
    const student = await createCandidate(t.app);
    const other = await anotherSession(t.app, student, 'candidate');
    const change = await callAs(t.app, student, 'POST', '/me/password', {
      currentPassword: password,
      newPassword: 'Fresh-Long-Passphrase-9',
    });
    expect(change.statusCode).toBe(204);
    expect((await get('/api/v1/me', student)).statusCode).toBe(200);
    expect((await get('/api/v1/me', other)).statusCode).toBe(401);
  });

  it('[409] the last active admin cannot be disabled', async () => {
    const solo = await createTestApp(driver);
    try {
      const only = await createAdmin(solo.app, undefined, 'Only Admin');
      const res = await setAdminStatus(solo.app, only, only.id, 'disabled');
      expectError(res, 409, {
        code: 'last_active_admin',
        message: adminMessages.lastActiveAdmin,
        field: 'status',
      });
    } finally {
      await solo.close();
    }
  });

  it.runIf(driver === 'postgres')(
    '[401] two server instances on one database agree at once, with nothing else shared',
    async () => {
      const second = await buildApp({
        config: testConfig(),
        database: openSecondPool(t.database),
        logger: false,
      });
      try {
        const staff = await createAdmin(t.app, first, 'Two Instances');
        expect(
          (await second.inject({ url: '/api/v1/admins', headers: staff.auth })).statusCode,
        ).toBe(200);
        expect((await disable(first, staff)).statusCode).toBe(200);
        const res = await second.inject({ url: '/api/v1/admins', headers: staff.auth });
        expect(res.statusCode).toBe(401);
      } finally {
        await second.close();
        await second.database.close();
      }
    },
  );

  it('[403] an actor who is no longer active cannot manage admins, even past authentication', async () => {
    const a = await createAdmin(t.app, first, 'Ada Admin');
    const b = await createAdmin(t.app, first, 'Bea Admin');
    expect((await disable(first, a)).statusCode).toBe(200);
    // As if a's request had passed authentication just before the disable committed.
    await expect(
      setStatus(t.database.db, { id: a.id, role: 'admin' }, b.id, 'disabled'),
    ).rejects.toMatchObject({ statusCode: 403, message: adminMessages.actorNotActive });
  });

  it('two admins disabling each other at once cannot both succeed (real concurrency)', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await createAdmin(t.app, first, `Ann ${round}`);
      const b = await createAdmin(t.app, first, `Bob ${round}`);
      const [ab, ba] = await Promise.all([disable(a, b), disable(b, a)]);
      const codes = [ab.statusCode, ba.statusCode].sort();
      // One wins; the other is refused: its actor was disabled first (401 at the door, or 403
      // under the lock), or the race was lost (409). Never both 200.
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect([401, 403, 409]).toContain(codes[1]);
      const list = await get(`/api/v1/admins?perPage=100&q=${round}`, first);
      const statuses = list
        .json<{ data: { fullName: string; status: string }[] }>()
        .data.filter((x) => x.fullName.endsWith(` ${round}`))
        .map((x) => x.status)
        .sort();
      expect(statuses).toEqual(['active', 'disabled']);
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@careers/contracts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { TestSmtp } from '../../test/smtp.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import {
  registerAdmin,
  registerCandidate,
  testPassword,
  tokenMailedTo,
  uniqueEmail,
} from '../../test/auth.ts';

const newPassword = 'Quiet-Harbour-Lights-7';

describe.each(testDrivers())('password recovery on %s', (driver) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: AuthResponse;
  beforeAll(async () => {
    smtp = await TestSmtp.start();
    t = await createTestApp(driver, { smtpUrl: smtp.url });
    admin = await registerAdmin(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => resetClock());

  const forgot = (role: 'candidate' | 'admin', email: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/forgot-password`, payload: { email } });
  const reset = (token: string, password = newPassword) =>
    t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { token, password } });
  const login = (role: 'candidate' | 'admin', email: string, password: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/login`, payload: { email, password } });
  const resetToken = (email: string) =>
    tokenMailedTo(t.app, smtp, email, '/reset-password', 'token');

  it('[202] answers the same for a registered and an unknown address; mails only the first', async () => {
    const candidate = await registerCandidate(t.app);
    const email = candidate.userData.email;
    const nobody = uniqueEmail('nobody');
    const known = await forgot('candidate', email.toUpperCase());
    const unknown = await forgot('candidate', nobody);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await t.app.jobs.runDue();
    expect(smtp.mailTo(nobody)).toEqual([]);
    const mails = smtp.mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(
      new RegExp(`${t.app.config.publicUrl}/reset-password\\?token=[\\w-]{43}`),
    );
  });

  it('[204] resets with the link once: the old password and every session stop working', async () => {
    const candidate = await registerCandidate(t.app);
    await forgot('candidate', candidate.userData.email);
    const token = await resetToken(candidate.userData.email);
    expect(token).toBeDefined();
    const res = await reset(token ?? '');
    expect(res.statusCode).toBe(204);
    expect((await login('candidate', candidate.userData.email, testPassword)).statusCode).toBe(401);
    expect((await login('candidate', candidate.userData.email, newPassword)).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jwt/refresh-token',
      payload: { refreshToken: candidate.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);

    const again = await reset(token ?? '', 'Another-Fresh-Passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired.',
      field: 'token',
    });
  });

  it('[400] a link older than 30 minutes has expired', async () => {
    const candidate = await registerCandidate(t.app);
    await forgot('candidate', candidate.userData.email);
    const token = await resetToken(candidate.userData.email);
    advanceClock(30 * 60_000 + 1000);
    const res = await reset(token ?? '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'token' });
    expect((await login('candidate', candidate.userData.email, testPassword)).statusCode).toBe(200);
  });

  it('[204] a link used within 29 minutes still works', async () => {
    const candidate = await registerCandidate(t.app);
    await forgot('candidate', candidate.userData.email);
    const token = await resetToken(candidate.userData.email);
    advanceClock(29 * 60_000);
    expect((await reset(token ?? '')).statusCode).toBe(204);
  });

  it('[400] an unknown token; a weak new password names the password', async () => {
    expect((await reset('made-up-token')).json()).toMatchObject({ field: 'token' });
    const weak = await reset('made-up-token', 'password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ field: 'password' });
  });

  it('using one link spends the other outstanding links of the user', async () => {
    const candidate = await registerCandidate(t.app);
    await forgot('candidate', candidate.userData.email);
    const older = await resetToken(candidate.userData.email);
    await forgot('candidate', candidate.userData.email);
    const newer = await resetToken(candidate.userData.email);
    expect(newer).not.toBe(older);
    expect((await reset(newer ?? '')).statusCode).toBe(204);
    expect((await reset(older ?? '', 'Another-Fresh-Passphrase')).statusCode).toBe(400);
  });

  it('admin and candidate recovery are separate: each resets its own account', async () => {
    const email = uniqueEmail('both');
    await registerCandidate(t.app, { email });
    await registerAdmin(t.app, { email }, admin);
    await forgot('admin', email);
    const token = await resetToken(email);
    expect((await reset(token ?? '')).statusCode).toBe(204);
    expect((await login('admin', email, newPassword)).statusCode).toBe(200);
    expect((await login('candidate', email, testPassword)).statusCode).toBe(200);
  });

  it('sends at most 5 reset emails per account per hour, still answering 202', async () => {
    const candidate = await registerCandidate(t.app);
    const email = candidate.userData.email;
    for (let i = 0; i < 7; i++) expect((await forgot('candidate', email)).statusCode).toBe(202);
    await t.app.jobs.runDue();
    expect(smtp.mailTo(email)).toHaveLength(5);
    advanceClock(60 * 60_000 + 1000);
    await forgot('candidate', email);
    await t.app.jobs.runDue();
    expect(smtp.mailTo(email)).toHaveLength(6);
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@careers/contracts';
import { candidates } from '../../db/tables.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { careersCalls } from '../../test/careers.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { bearer, testPassword, tokenMailedTo, uniqueEmail } from '../../test/auth.ts';
import { applyingProfile, createAdmin, updateProfile, type TestUser } from '../../test/users.ts';
import { expectError } from '../../test/answers.ts';
import { callAs } from '../../test/app.ts';

describe.each(testDrivers())('verified addresses on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: TestUser;
  let vacancyId: string;
  beforeAll(async () => {
    admin = await createAdmin(env.t.app);
    vacancyId = (await careersCalls(env.t.app).openVacancy(admin, { requiredDocuments: [] })).id;
  });
  afterEach(() => resetClock());

  const register = async (email = uniqueEmail('self')) => {
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/register',
      payload: { email, password: testPassword, fullName: 'Sam Self' },
    });
    expect(res.statusCode).toBe(201);
    const session = res.json<AuthResponse>();
    const user: TestUser = {
      id: session.userData.id,
      email,
      fullName: session.userData.fullName,
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      auth: bearer(session.accessToken),
    };
    // What a first application needs besides a confirmed address.
    await updateProfile(env.t.app, user, applyingProfile);
    return { session, user };
  };
  const verify = (token: string) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/verify-email',
      payload: { token },
    });
  const resend = (user: TestUser) =>
    callAs(env.t.app, user, 'POST', '/candidate/verify-email/resend');
  const mailedToken = (email: string) =>
    tokenMailedTo(env.t.app, env.smtp, email, '/verify-email', 'token');
  const apply = (user: TestUser) => careersCalls(env.t.app).apply(user, vacancyId, []);

  it('registration mails a link; until it is used the student browses but cannot apply (403 email_unverified)', async () => {
    const { session, user } = await register();
    expect(session.userData.emailVerified).toBe(false);
    const token = await mailedToken(user.email);
    expect(token).toEqual(expect.any(String));

    const browse = await callAs(env.t.app, user, 'GET', '/vacancies');
    expect(browse.statusCode).toBe(200);
    const refused = await apply(user);
    expectError(refused, 403, {
      message: 'Confirm your email address before applying: use the link we emailed you.',
      code: 'email_unverified',
    });

    const ok = await verify(token!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: user.email });
    const me = await callAs(env.t.app, user, 'GET', '/me');
    expect(me.json()).toMatchObject({ emailVerified: true });
    expect((await apply(user)).statusCode).toBe(201);

    // One use only.
    const again = await verify(token!);
    expectError(again, 400, {
      message: 'This verification link is invalid or has expired.',
      code: 'invalid_verification_token',
      field: 'token',
    });
  });

  it('[400] an expired or unknown link confirms nothing', async () => {
    const { user } = await register();
    const token = await mailedToken(user.email);
    advanceClock(49 * 60 * 60_000);
    expect((await verify(token!)).statusCode).toBe(400);
    expect((await verify('not-a-real-token')).json()).toMatchObject({ field: 'token' });
    resetClock();
    const me = await callAs(env.t.app, user, 'GET', '/me');
    expect(me.json()).toMatchObject({ emailVerified: false });
  });

  it('resend mails a new link, at most five an hour (429 Retry-After); verified → 409', async () => {
    const { user } = await register();
    const first = await mailedToken(user.email);
    const sent = await resend(user);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: 'We have sent a new confirmation link.' });
    const second = await mailedToken(user.email);
    expect(second).not.toBe(first);
    for (let i = 0; i < 3; i++) expect((await resend(user)).statusCode).toBe(202);
    const limited = await resend(user);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    advanceClock(61 * 60_000);
    // The access token has expired meanwhile: sign in again.
    const later = await env.t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: user.email, password: testPassword },
    });
    user.auth = bearer(later.json<AuthResponse>().accessToken);
    expect((await resend(user)).statusCode).toBe(202);

    // Using one link spends the others.
    expect((await verify(second!)).statusCode).toBe(200);
    expect((await verify(first!)).statusCode).toBe(400);
    const done = await resend(user);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'email_already_verified' });
  });

  it('accounts from before verification existed (and seeded ones) count as verified', async () => {
    const email = uniqueEmail('older');
    await env.t.database.db.insert(candidates).values({
      email,
      fullName: 'Olga Older',
      passwordHash: await hashPassword(testPassword),
    });
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: testPassword },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().userData.emailVerified).toBe(true);
  });

  it('staff accounts are verified', async () => {
    const me = await callAs(env.t.app, admin, 'GET', '/me');
    expect(me.json()).toMatchObject({ emailVerified: true });
  });
});

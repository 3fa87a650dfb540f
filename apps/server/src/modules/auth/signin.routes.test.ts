import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthResponse } from '@careers/contracts';
import { useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { resetClock } from '../../lib/clock.ts';
import { admins } from '../../db/tables.ts';
import {
  bearer,
  registerAdmin,
  registerCandidate,
  testPassword,
  uniqueEmail,
} from '../../test/auth.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('one sign-in (POST /login) on %s', (driver) => {
  const t = useTestApp(driver);
  let admin: AuthResponse;
  let candidate: AuthResponse;
  let addressSeq = 0;
  let address = '10.20.0.1';
  beforeAll(async () => {
    admin = await registerAdmin(t.app, { email: uniqueEmail('staff') });
    candidate = await registerCandidate(t.app, { email: uniqueEmail('student') });
  });
  afterEach(() => {
    resetClock();
    address = `10.20.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;
  });

  const signIn = (payload: object, from = address) =>
    t.app.inject({ method: 'POST', url: '/api/v1/login', payload, remoteAddress: from });

  it('[200] a correct staff password with no role opens the staff session', async () => {
    const res = await signIn({ email: admin.userData.email, password: testPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json<AuthResponse>();
    expect(body.userData).toEqual(admin.userData);
    expect(body.accessToken).toEqual(expect.any(String));
    // The same session as the role's own endpoint: it reads /me and refreshes.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: bearer(body.accessToken),
    });
    expect(me.json()).toMatchObject({ role: 'admin' });
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/jwt/refresh-token',
      payload: { refreshToken: body.refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('[200] a student signs in with no role', async () => {
    const res = await signIn({ email: candidate.userData.email, password: testPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().userData.role).toBe('candidate');
  });

  it('[200] an address with two accounts the password opens answers the choice, no tokens', async () => {
    const email = uniqueEmail('both');
    await registerAdmin(t.app, { email, fullName: 'Alex Staff' }, admin);
    await registerCandidate(t.app, { email, fullName: 'Alex Alumnus' });
    const res = await signIn({ email, password: testPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      choose: [
        { role: 'admin', fullName: 'Alex Staff' },
        { role: 'candidate', fullName: 'Alex Alumnus' },
      ],
    });
    const chosen = await signIn({ email, password: testPassword, role: 'candidate' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<AuthResponse>().userData).toMatchObject({
      role: 'candidate',
      fullName: 'Alex Alumnus',
    });
    // A role whose password does not match is a plain failure.
    const wrong = await signIn({ email, password: 'Wrong-Password-1', role: 'admin' });
    expect(wrong.statusCode).toBe(401);
  });

  it('[200] two accounts, one password matching: that one signs in without a choice', async () => {
    const email = uniqueEmail('split');
    await registerAdmin(t.app, { email, password: 'Staff-Password-77' }, admin);
    await registerCandidate(t.app, { email });
    const res = await signIn({ email, password: 'Staff-Password-77' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AuthResponse>().userData.role).toBe('admin');
  });

  it('[401] wrong password or unknown address: one message', async () => {
    for (const payload of [
      { email: candidate.userData.email, password: 'Wrong-Password-1' },
      { email: uniqueEmail('nobody'), password: testPassword },
    ]) {
      const res = await signIn(payload);
      expectError(res, 401, {
        message: 'Email or Password is Invalid',
        code: 'invalid_credentials',
      });
    }
  });

  it('[401] a disabled admin is told so; the same address with a student account signs in there', async () => {
    const email = uniqueEmail('disabled');
    const other = await registerAdmin(t.app, { email }, admin);
    await t.database.db
      .update(admins)
      .set({ status: 'disabled' })
      .where(eq(admins.id, other.userData.id));
    const res = await signIn({ email, password: testPassword });
    expectError(res, 401, {
      message: 'This account has been disabled. Contact the careers service.',
      code: 'account_disabled',
    });
    await registerCandidate(t.app, { email });
    const student = await signIn({ email, password: testPassword });
    expect(student.statusCode).toBe(200);
    expect(student.json<AuthResponse>().userData.role).toBe('candidate');
  });

  it('[400] names the field of bad input', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-email', password: 'x' }, 'email'],
      [{ email: 'a@b.co', password: '' }, 'password'],
      [{ email: 'a@b.co', password: 'x', role: 'root' }, 'role'],
    ] as const) {
      const res = await signIn(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field });
    }
  });

  it('a wrong password counts once per attempt: the 11th of ten failures is refused', async () => {
    const email = uniqueEmail('counted');
    await registerAdmin(t.app, { email }, admin);
    await registerCandidate(t.app, { email });
    for (let i = 0; i < 10; i++) {
      const res = await signIn({ email, password: `Wrong-guess-${i}` }, `10.21.1.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await signIn({ email, password: testPassword }, '10.21.1.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The role endpoints share the budget of the accounts.
    const viaRole = await t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/login',
      payload: { email, password: testPassword },
      remoteAddress: '10.21.1.98',
    });
    expect(viaRole.statusCode).toBe(429);
  });

  it('students signing in never spend the address budget; each failure spends one', async () => {
    const from = '10.22.2.2';
    for (let i = 0; i < 99; i++) {
      const res = await signIn({ email: `guess${i}@uni.example.ac.uk`, password: 'Wrong-1' }, from);
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      const ok = await signIn({ email: candidate.userData.email, password: testPassword }, from);
      expect(ok.statusCode).toBe(200);
    }
    const staff = await signIn({ email: admin.userData.email, password: testPassword }, from);
    expect(staff.statusCode).toBe(200);
    expect(
      (await signIn({ email: 'guess-last@uni.example.ac.uk', password: 'Wrong-1' }, from))
        .statusCode,
    ).toBe(401);
    const blocked = await signIn({ email: candidate.userData.email, password: testPassword }, from);
    expect(blocked.statusCode).toBe(429);
  }, 120_000);
});

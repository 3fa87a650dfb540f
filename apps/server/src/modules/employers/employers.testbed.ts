import { afterEach, beforeAll } from 'vitest';
import type { AuthResponse } from '@careers/contracts';
import { resetClock } from '../../lib/clock.ts';
import { bearer, tokenMailedTo } from '../../test/auth.ts';
import type { Driver } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { createAdmin, type TestUser } from '../../test/users.ts';

export const newPassword = 'Employer-Portal-Pass-7';

/**
 * What the employer-account suites share: the app (with its SMTP sink) on a fresh database, an
 * admin, the clock reset after each test, and the calls they make (each POST from a new address,
 * so the sign-in limits of one suite never reach another test).
 */
export function employersTestbed(driver: Driver) {
  const env = appWithSmtp(driver);
  const bed = {} as { admin: TestUser };
  let addressSeq = 0;
  const address = () => `10.40.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;
  beforeAll(async () => {
    bed.admin = await createAdmin(env.t.app);
  });
  afterEach(() => resetClock());

  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    env.t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: address() });
  const get = (url: string, user: { auth: Record<string, string> }) =>
    env.t.app.inject({ method: 'GET', url, headers: user.auth });
  const patch = (url: string, user: { auth: Record<string, string> }, payload: object) =>
    env.t.app.inject({ method: 'PATCH', url, headers: user.auth, payload });
  const registerNew = (email: string, organisation: object = { name: 'Brightwater Labs' }) =>
    post('/api/v1/employer/register', {
      email,
      password: newPassword,
      fullName: 'Dana Fields',
      organisation,
    });
  /** Registers `email` as a contact joining by invitation `token`, with the test password. */
  const registerInvited = (email: string, fullName: string, token: string | undefined) =>
    post('/api/v1/employer/register', {
      email,
      password: newPassword,
      fullName,
      invitationToken: token,
    });
  const mailedToken = (email: string, path: string, param: string) =>
    tokenMailedTo(env.t.app, env.smtp, email, path, param);
  const verifyToken = (email: string) => mailedToken(email, '/employer/verify-email', 'token');
  const login = (email: string, pass = newPassword) =>
    post('/api/v1/employer/login', { email, password: pass });
  const asUser = (body: AuthResponse): TestUser => ({
    id: body.userData.id,
    email: body.userData.email,
    fullName: body.userData.fullName,
    accessToken: body.accessToken,
    refreshToken: body.refreshToken,
    auth: bearer(body.accessToken),
  });

  return {
    bed,
    env,
    address,
    post,
    get,
    patch,
    registerNew,
    registerInvited,
    mailedToken,
    verifyToken,
    login,
    asUser,
  };
}

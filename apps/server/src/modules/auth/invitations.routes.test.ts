import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PendingInvitation } from '@careers/contracts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { testPassword, tokenMailedTo, uniqueEmail } from '../../test/auth.ts';
import { createAdmin, createCandidate, type TestUser } from '../../test/users.ts';
import { expectError } from '../../test/answers.ts';
import { callAs } from '../../test/app.ts';

describe.each(testDrivers())('managing invitations on %s', (driver) => {
  const env = appWithSmtp(driver);
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createAdmin(env.t.app);
  });
  afterEach(() => resetClock());

  const invite = async (email: string) => {
    const res = await callAs(env.t.app, admin, 'POST', '/admin/invitations', { email });
    expect(res.statusCode).toBe(201);
    return res.json<{ token: string }>().token;
  };
  const pending = async (as: TestUser = admin) => {
    const res = await callAs(env.t.app, as, 'GET', '/admin/invitations');
    return {
      res,
      list: res.statusCode === 200 ? res.json<{ data: PendingInvitation[] }>().data : [],
    };
  };
  const idOf = async (email: string) => (await pending()).list.find((i) => i.email === email)!.id;
  const resend = (id: string, as: TestUser = admin) =>
    callAs(env.t.app, as, 'POST', `/admin/invitations/${id}/resend`);
  const revoke = (id: string, as: TestUser = admin) =>
    callAs(env.t.app, as, 'DELETE', `/admin/invitations/${id}`);
  const register = (email: string, invitationToken: string) =>
    env.t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/register',
      payload: { email, password: testPassword, fullName: 'New Colleague', invitationToken },
    });

  it('[200] lists pending invitations with who invited and when each expires', async () => {
    const email = uniqueEmail('listed');
    await invite(email);
    const { list } = await pending();
    const row = list.find((i) => i.email === email);
    expect(row).toMatchObject({ email, invitedBy: admin.fullName });
    const days = (Date.parse(row!.expiresAt) - Date.parse(row!.sentAt)) / 86_400_000;
    expect(days).toBe(7);
  });

  it('[200] resend mails a new link; the old one no longer works, the new one does, for 7 more days', async () => {
    const email = uniqueEmail('resent');
    const old = await invite(email);
    const id = await idOf(email);
    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; url: string; expiresAt: string }>();
    expect(body.token).not.toBe(old);
    expect(body.url).toContain(encodeURIComponent(body.token));
    const mailed = await tokenMailedTo(env.t.app, env.smtp, email, '/register', 'invitation');
    expect(mailed).toBe(body.token);
    expect((await pending()).list.find((i) => i.id === id)?.expiresAt).toBe(body.expiresAt);

    const withOld = await register(email, old);
    expectError(withOld, 403, {
      message: 'This invitation is invalid, used or has expired.',
      code: 'invitation_invalid',
    });
    expect((await register(email, body.token)).statusCode).toBe(201);
    // Used: no longer pending, and neither resent nor revoked.
    expect((await pending()).list.some((i) => i.id === id)).toBe(false);
    expect((await resend(id)).statusCode).toBe(409);
    expect((await revoke(id)).statusCode).toBe(409);
  });

  it('[204] revoke: the link stops working and the invitation leaves the list', async () => {
    const email = uniqueEmail('revoked');
    const token = await invite(email);
    const id = await idOf(email);
    expect((await revoke(id)).statusCode).toBe(204);
    expect((await pending()).list.some((i) => i.id === id)).toBe(false);
    expect((await register(email, token)).statusCode).toBe(403);
    expect((await revoke(id)).statusCode).toBe(404);
    expect((await resend(id)).statusCode).toBe(404);
  });

  it('an expired invitation stays listed and can be resent to work again', async () => {
    const email = uniqueEmail('expired');
    const token = await invite(email);
    const id = await idOf(email);
    advanceClock(8 * 86_400_000);
    expect((await register(email, token)).statusCode).toBe(403);
    resetClock();
    expect((await pending()).list.some((i) => i.id === id)).toBe(true);
  });

  it('[404] an unknown id; [400] a malformed one names the field', async () => {
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await revoke('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });

  it('[403] candidates can neither list, resend nor revoke', async () => {
    const student = await createCandidate(env.t.app);
    const id = await idOf((await pending()).list[0]!.email);
    expect((await pending(student)).res.statusCode).toBe(403);
    expect((await resend(id, student)).statusCode).toBe(403);
    expect((await revoke(id, student)).statusCode).toBe(403);
  });
});

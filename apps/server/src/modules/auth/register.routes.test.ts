import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@careers/contracts';
import { eq } from 'drizzle-orm';
import { candidates } from '../../db/tables.ts';
import type { TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import {
  bearer,
  registerAdmin,
  registerCandidate,
  testPassword,
  tokenMailedTo,
  uniqueEmail,
} from '../../test/auth.ts';
import { appWithSmtp, type TestSmtp } from '../../test/smtp.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('registration on %s', (driver) => {
  const env = appWithSmtp(driver);
  let t: TestApp;
  let smtp: TestSmtp;
  let firstAdmin: AuthResponse;
  beforeAll(() => ({ t, smtp } = env));
  afterEach(() => resetClock());

  const register = (role: 'candidate' | 'admin', payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${role}/register`, payload });
  /** POST /admin/invitations for `email`, sent as the first admin unless other headers are given. */
  const sendInvitation = (
    email: string,
    headers: Record<string, string> = bearer(firstAdmin.accessToken),
  ) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/invitations', headers, payload: { email } });

  describe('POST /api/v1/admin/register without an invitation', () => {
    it('[201] lets the very first admin of an empty system in', async () => {
      firstAdmin = await registerAdmin(t.app, { fullName: 'Grace Hopper' });
      expect(firstAdmin.userData).toMatchObject({
        role: 'admin',
        fullName: 'Grace Hopper',
        ability: [
          { action: 'manage', subject: 'all' },
          { action: 'read', subject: 'Portal', inverted: true },
          { action: 'read', subject: 'EmployerPortal', inverted: true },
        ],
      });
    });

    it('[403] refuses everyone once an admin exists', async () => {
      const res = await register('admin', {
        email: uniqueEmail(),
        password: testPassword,
        fullName: 'Eve',
      });
      expectError(res, 403, {
        code: 'invitation_required',
        message: 'An invitation is required to register as an admin.',
      });
    });
  });

  describe('POST /api/v1/candidate/register', () => {
    it('[201] creates the account and answers userData with tokens', async () => {
      const res = await register('candidate', {
        email: '  Ada.Lovelace@Uni.Example.AC.uk ',
        password: testPassword,
        fullName: 'Ada Lovelace',
      });
      expect(res.statusCode).toBe(201);
      const body = res.json<AuthResponse>();
      expect(body.userData).toMatchObject({
        email: 'ada.lovelace@uni.example.ac.uk',
        fullName: 'Ada Lovelace',
        role: 'candidate',
        avatar: null,
      });
      expect(body.userData.ability).toContainEqual({
        action: 'read',
        subject: 'Application',
        conditions: { candidateId: body.userData.id },
      });
      expect(body.accessToken.split('.')).toHaveLength(3);
      expect(body.refreshToken).toMatch(/^[\w-]{43}$/);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/v1/me',
        headers: bearer(body.accessToken),
      });
      expect(me.json()).toEqual(body.userData);
    });

    it('[409] refuses an email already in use, whatever its case', async () => {
      const res = await register('candidate', {
        email: 'ADA.LOVELACE@uni.example.ac.uk',
        password: testPassword,
        fullName: 'Someone Else',
      });
      expectError(res, 409, {
        code: 'email_in_use',
        message: 'This email is already in use.',
        field: 'email',
      });
    });

    it('stores the password as an argon2id hash, never in clear', async () => {
      const [row] = await t.database.db
        .select({ passwordHash: candidates.passwordHash })
        .from(candidates)
        .where(eq(candidates.email, 'ada.lovelace@uni.example.ac.uk'));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    });

    it.each([
      [{ email: 'nope', password: testPassword, fullName: 'A' }, 'email', /valid email/],
      [{ email: uniqueEmail(), password: 'short', fullName: 'A' }, 'password', /at least 10/],
      [{ email: uniqueEmail(), password: 'Password123', fullName: 'A' }, 'password', /too common/],
      [
        { email: uniqueEmail(), password: 'x'.repeat(129), fullName: 'A' },
        'password',
        /at most 128/,
      ],
      [{ email: uniqueEmail(), password: testPassword }, 'fullName', /full name/],
    ])('[400] refuses %o naming %s', async (payload, field, message) => {
      const res = await register('candidate', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalid_field',
        field,
        message: expect.stringMatching(message),
      });
      // The contract's own words, as the client's form shows them.
      expect(res.json<{ message: string }>().message).toMatch(/^[A-Z]/);
    });

    it('[400] answers malformed JSON with a message, not a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/candidate/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/v1/admin/invitations', () => {
    it('[401] needs a session', async () => {
      const res = await sendInvitation(uniqueEmail(), {});
      expectError(res, 401, { code: 'unauthorized', message: 'Authentication required' });
    });

    it('[403] is for admins only: a candidate token is refused', async () => {
      const candidate = await registerCandidate(t.app);
      const res = await sendInvitation(uniqueEmail(), bearer(candidate.accessToken));
      expectError(res, 403, { code: 'forbidden', message: 'You are not allowed to do this' });
    });

    it('[201] answers a token and the register link, and mails the link', async () => {
      const email = uniqueEmail('invitee');
      const res = await sendInvitation(email);
      expect(res.statusCode).toBe(201);
      const { token, url } = res.json<{ token: string; url: string }>();
      expect(url).toBe(`${t.app.config.publicUrl}/register?invitation=${token}`);
      expect(await tokenMailedTo(t.app, smtp, email, '/register', 'invitation')).toBe(token);
      expect(smtp.mailTo(email)[0]?.text).toContain(url);
    });

    it('[409] refuses to invite an existing admin', async () => {
      const res = await sendInvitation(firstAdmin.userData.email.toUpperCase());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ field: 'email' });
    });
  });

  describe('POST /api/v1/admin/register with an invitation', () => {
    const invite = async (email: string) => {
      const res = await sendInvitation(email);
      return res.json<{ token: string }>().token;
    };
    /** Registers as an admin with an invitation, with the test password. */
    const accept = (invitationToken: string, email: string, fullName: string) =>
      register('admin', { email, password: testPassword, fullName, invitationToken });

    it('[201] registers the invited email once; the invitation is then spent (403)', async () => {
      const email = uniqueEmail('invited');
      const invitationToken = await invite(email);
      const first = await accept(invitationToken, email, 'Invited Admin');
      expect(first.statusCode).toBe(201);
      expect(first.json<AuthResponse>().userData.role).toBe('admin');
      const again = await accept(invitationToken, email.replace('invited', 'again'), 'Replayer');
      expectError(again, 403, {
        code: 'invitation_invalid',
        message: 'This invitation is invalid, used or has expired.',
      });
    });

    it('[403] refuses an email other than the invited one, and keeps the invitation', async () => {
      const email = uniqueEmail('invited');
      const invitationToken = await invite(email);
      const other = await accept(invitationToken, uniqueEmail('intruder'), 'Intruder');
      expectError(other, 403, {
        code: 'invitation_email_mismatch',
        message: 'This invitation was issued for a different email address.',
      });
      const right = await accept(invitationToken, email, 'Right');
      expect(right.statusCode).toBe(201);
    });

    it('[403] refuses an invitation older than 7 days', async () => {
      const email = uniqueEmail('late');
      const invitationToken = await invite(email);
      advanceClock(7 * 24 * 60 * 60_000 + 1000);
      const res = await accept(invitationToken, email, 'Late');
      expect(res.statusCode).toBe(403);
    });

    it('[403] refuses an unknown invitation token', async () => {
      const res = await accept('not-a-real-token', uniqueEmail(), 'Guess');
      expect(res.statusCode).toBe(403);
    });

    it('[409] a second invitation for an address that has since registered', async () => {
      const email = uniqueEmail('twice');
      const firstToken = await invite(email);
      const secondToken = await invite(email);
      const payload = { email, password: testPassword, fullName: 'Twice' };
      expect(
        (await register('admin', { ...payload, invitationToken: firstToken })).statusCode,
      ).toBe(201);
      const res = await register('admin', { ...payload, invitationToken: secondToken });
      expectError(res, 409, {
        code: 'email_in_use',
        message: 'This email is already in use.',
        field: 'email',
      });
      const again = await sendInvitation(email);
      expect(again.statusCode).toBe(409);
    });

    it('a candidate with the same email is a separate account', async () => {
      const email = uniqueEmail('both');
      await registerCandidate(t.app, { email });
      const invitationToken = await invite(email);
      const res = await accept(invitationToken, email, 'Both');
      expect(res.statusCode).toBe(201);
    });
  });
});

import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthResponse, TokenPair } from '@careers/contracts';
import { useTestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { advanceClock, resetClock } from '../../lib/clock.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { bearer, registerCandidate, testPassword } from '../../test/auth.ts';
import { expectError } from '../../test/answers.ts';

describe.each(testDrivers())('sessions on %s', (driver) => {
  const t = useTestApp(driver);
  afterEach(() => resetClock());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/jwt/refresh-token', payload: { refreshToken } });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
  const login = (email: string, password = testPassword) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/candidate/login',
      payload: { email, password },
    });

  describe('POST /api/v1/jwt/refresh-token', () => {
    it('[200] answers a new pair and rotates the refresh token', async () => {
      const session = await registerCandidate(t.app);
      const res = await refresh(session.refreshToken);
      expect(res.statusCode).toBe(200);
      const pair = res.json<TokenPair>();
      expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(pair.refreshToken).not.toBe(session.refreshToken);
      expect((await me(pair.accessToken)).statusCode).toBe(200);
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    });

    it('[401] replaying a rotated token revokes the whole session family', async () => {
      const session = await registerCandidate(t.app);
      const next = (await refresh(session.refreshToken)).json<TokenPair>();
      const replay = await refresh(session.refreshToken);
      expectError(replay, 401, {
        code: 'invalid_refresh_token',
        message: 'Invalid refresh token',
      });
      // The thief's (or the owner's) newer token died with the family.
      expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    });

    it('revoking one family leaves the other sessions of the user alone', async () => {
      const session = await registerCandidate(t.app);
      const other = (await login(session.userData.email)).json<AuthResponse>();
      await refresh(session.refreshToken);
      await refresh(session.refreshToken); // replay: revokes the first family only
      expect((await refresh(other.refreshToken)).statusCode).toBe(200);
    });

    it('10 concurrent refreshes of one token: exactly one rotation wins', async () => {
      const session = await registerCandidate(t.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => refresh(session.refreshToken)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 401)).toHaveLength(9);
    });

    it('[401] an unknown or expired refresh token', async () => {
      expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
      const session = await registerCandidate(t.app);
      advanceClock(30 * 24 * 60 * 60_000 + 1000);
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('[400] names a missing refresh token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/jwt/refresh-token',
        payload: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'refreshToken' });
    });
  });

  describe('POST /api/v1/jwt/logout', () => {
    it('[204] revokes the session: its refresh token no longer works', async () => {
      const session = await registerCandidate(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/jwt/logout',
        payload: { refreshToken: session.refreshToken },
      });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    });

    it('[204] for an unknown token too (nothing to reveal)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/jwt/logout',
        payload: { refreshToken: 'unknown' },
      });
      expect(res.statusCode).toBe(204);
    });
  });

  describe('GET /api/v1/me', () => {
    it('[401] without a token, with a malformed one, or one signed with another key', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/v1/me' });
      expectError(none, 401, { code: 'unauthorized', message: 'Authentication required' });
      expect((await me('not.a.jwt')).statusCode).toBe(401);
      const session = await registerCandidate(t.app);
      const forged = await signAccessToken(
        'another-secret-that-is-long-enough-to-sign',
        { sub: session.userData.id, role: 'admin', sid: 'x' },
        600,
      );
      expect((await me(forged)).json()).toEqual({
        code: 'unauthorized',
        message: 'Authentication required',
      });
    });

    it('[401] Session expired, once the 10-minute access token is past', async () => {
      const session = await registerCandidate(t.app);
      const { iat = 0, exp = 0 } = decodeJwt(session.accessToken);
      expect(exp - iat).toBe(600);
      advanceClock(9 * 60_000);
      expect((await me(session.accessToken)).statusCode).toBe(200);
      advanceClock(61_000);
      const res = await me(session.accessToken);
      expectError(res, 401, { code: 'session_expired', message: 'Session expired' });
      // The refresh token still gives a fresh access token.
      const pair = (await refresh(session.refreshToken)).json<TokenPair>();
      expect((await me(pair.accessToken)).statusCode).toBe(200);
    });
  });

  describe('POST /api/v1/me/password', () => {
    const change = (accessToken: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/me/password',
        headers: bearer(accessToken),
        payload,
      });

    it('[204] changes the password and signs out the other sessions only', async () => {
      const session = await registerCandidate(t.app);
      const other = (await login(session.userData.email)).json<AuthResponse>();
      const res = await change(session.accessToken, {
        currentPassword: testPassword,
        newPassword: 'Quiet-Harbour-Lights-7',
      });
      expect(res.statusCode).toBe(204);
      expect((await refresh(other.refreshToken)).statusCode).toBe(401);
      expect((await refresh(session.refreshToken)).statusCode).toBe(200);
      expect((await login(session.userData.email)).statusCode).toBe(401);
      expect((await login(session.userData.email, 'Quiet-Harbour-Lights-7')).statusCode).toBe(200);
    });

    it('[400] a wrong current password, naming currentPassword', async () => {
      const session = await registerCandidate(t.app);
      const res = await change(session.accessToken, {
        currentPassword: 'Not-my-password-1',
        newPassword: 'Quiet-Harbour-Lights-7',
      });
      expectError(res, 400, {
        code: 'wrong_current_password',
        message: 'Your current password is not correct.',
        field: 'currentPassword',
      });
    });

    it('[400] a common new password, naming newPassword', async () => {
      const session = await registerCandidate(t.app);
      const res = await change(session.accessToken, {
        currentPassword: testPassword,
        newPassword: 'qwertyuiop',
      });
      expectError(res, 400, {
        code: 'invalid_field',
        message: 'This password is too common. Choose one that is harder to guess.',
        field: 'newPassword',
      });
    });

    it('[401] without a session', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/me/password',
        payload: { currentPassword: testPassword, newPassword: 'Quiet-Harbour-Lights-7' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
});

// ACCESS_TOKEN_TTL reaches the tokens the server signs (one driver is enough: no SQL involved).
describe('an access-token lifetime set by ACCESS_TOKEN_TTL', () => {
  const t = useTestApp('pglite', { accessTokenSeconds: 5 });
  afterEach(() => resetClock());

  it('[401] Session expired after those seconds, on sign-in and refreshed tokens alike', async () => {
    const me = (accessToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
    const session = await registerCandidate(t.app);
    const refreshed = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/jwt/refresh-token',
        payload: { refreshToken: session.refreshToken },
      })
    ).json<TokenPair>();
    for (const token of [session.accessToken, refreshed.accessToken]) {
      const { iat = 0, exp = 0 } = decodeJwt(token);
      expect(exp - iat).toBe(5);
    }
    expect((await me(refreshed.accessToken)).statusCode).toBe(200);
    advanceClock(6_000);
    expect((await me(refreshed.accessToken)).json()).toEqual({
      code: 'session_expired',
      message: 'Session expired',
    });
  });
});

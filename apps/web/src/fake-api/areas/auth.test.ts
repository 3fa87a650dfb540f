import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyStatus, createClient } from '../lib/test-client.ts';
import { signSampleToken, verifySampleToken } from '../lib/token.ts';
import type { LoginResponse, RegisterResponse } from '../types.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /jwt/login', () => {
  it('[200] logs the admin in with userData (no password) and two tokens', async () => {
    const { http } = createClient();
    const { status, data } = await http.post<LoginResponse>('/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    expect(status).toBe(200);
    expect(data.userData).toMatchObject({
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
    });
    expect(data.userData).not.toHaveProperty('password');
    expect(verifySampleToken(data.accessToken, 'access', new Date())?.sub).toBe(data.userData.id);
    expect(verifySampleToken(data.refreshToken, 'refresh', new Date())?.sub).toBe(data.userData.id);
  });

  it('[200] logs the client in with read ACL and read Auth', async () => {
    const { http } = createClient();
    const { data } = await http.post<LoginResponse>('/jwt/login', {
      email: 'client@demo.com',
      password: 'client',
    });
    expect(data.userData.role).toBe('client');
    expect(data.userData.ability).toEqual([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  });

  it('[400] answers the invalid-credentials message on a wrong password', async () => {
    const { http } = createClient();
    const res = await anyStatus(
      http.post('/jwt/login', { email: 'admin@demo.com', password: 'nope' }),
    );
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: { email: ['Email or Password is Invalid'] } });
  });

  it('[400] answers "Something went wrong" on a malformed request', async () => {
    const { http } = createClient();
    const res = await anyStatus(http.post('/jwt/login', { email: 'admin@demo.com' }));
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: { email: ['Something went wrong'] } });
  });
});

describe('POST /jwt/register', () => {
  it('[200] registers a new admin with manage all, and the new user can log in', async () => {
    const { http } = createClient();
    const { status, data } = await http.post<RegisterResponse>('/jwt/register', {
      email: 'new@demo.com',
      password: 'secret-pass',
      username: 'newbie',
    });
    expect(status).toBe(200);
    expect(data.user).toMatchObject({ email: 'new@demo.com', username: 'newbie', role: 'admin' });
    expect(data.user.ability).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(data.user).not.toHaveProperty('password');
    expect(verifySampleToken(data.accessToken, 'access', new Date())?.sub).toBe(data.user.id);
    const login = await http.post<LoginResponse>('/jwt/login', {
      email: 'new@demo.com',
      password: 'secret-pass',
    });
    expect(login.data.userData.id).toBe(data.user.id);
  });

  it('[200] answers the duplicate email and username messages in error', async () => {
    const { http } = createClient();
    const both = await http.post('/jwt/register', {
      email: 'admin@demo.com',
      password: 'x',
      username: 'helen.ashworth',
    });
    expect(both.status).toBe(200);
    expect(both.data).toEqual({
      error: {
        email: 'This email is already in use.',
        username: 'This username is already in use.',
      },
    });
    const emailOnly = await http.post('/jwt/register', {
      email: 'admin@demo.com',
      password: 'x',
      username: 'fresh',
    });
    expect(emailOnly.data).toEqual({ error: { email: 'This email is already in use.' } });
    const usernameOnly = await http.post('/jwt/register', {
      email: 'fresh@demo.com',
      password: 'x',
      username: 'kofi.mensah',
    });
    expect(usernameOnly.data).toEqual({ error: { username: 'This username is already in use.' } });
  });

  it('[400] refuses a request without a username', async () => {
    const { http } = createClient();
    const res = await anyStatus(http.post('/jwt/register', { email: 'a@b.c', password: 'x' }));
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error: { username: 'Something went wrong' } });
  });
});

describe('POST /jwt/refresh-token', () => {
  it('[200] exchanges a refresh token for new tokens', async () => {
    const { http } = createClient();
    const login = await http.post<LoginResponse>('/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    const { status, data } = await http.post<LoginResponse>('/jwt/refresh-token', {
      refreshToken: login.data.refreshToken,
    });
    expect(status).toBe(200);
    expect(data.userData.email).toBe('admin@demo.com');
    expect(data.accessToken).not.toBe(login.data.accessToken);
    expect(data.refreshToken).not.toBe(login.data.refreshToken);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['an access token', signSampleToken(1, 'access', new Date())],
    ['an unknown user', signSampleToken(999, 'refresh', new Date())],
    ['a missing token', undefined],
  ])('[401] refuses %s with Invalid refresh token', async (_label, refreshToken) => {
    const { http } = createClient();
    const res = await anyStatus(http.post('/jwt/refresh-token', { refreshToken }));
    expect(res.status).toBe(401);
    expect(res.data).toEqual({ error: 'Invalid refresh token' });
  });

  it('[401] refuses a refresh token after its 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T09:00:00Z'));
    const { http } = createClient();
    const login = await http.post<LoginResponse>('/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    vi.setSystemTime(new Date('2026-01-10T09:09:59Z'));
    const early = await http.post('/jwt/refresh-token', { refreshToken: login.data.refreshToken });
    expect(early.status).toBe(200);
    vi.setSystemTime(new Date('2026-01-10T09:10:00Z'));
    const late = await anyStatus(
      http.post('/jwt/refresh-token', { refreshToken: login.data.refreshToken }),
    );
    expect(late.status).toBe(401);
  });
});

describe('sample tokens', () => {
  it('carry an exp 10 minutes after iat and are unsecured JWTs', () => {
    const now = new Date('2026-01-10T09:00:00Z');
    const token = signSampleToken(5, 'access', now);
    const [header, payload, signature] = token.split('.');
    expect(JSON.parse(atob(header ?? ''))).toEqual({ alg: 'none', typ: 'JWT' });
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
      iat: number;
    };
    expect(claims.exp - claims.iat).toBe(600);
    expect(signature).toBe('');
    expect(verifySampleToken(token, 'access', new Date('2026-01-10T09:09:00Z'))?.sub).toBe(5);
    expect(verifySampleToken(token, 'access', new Date('2026-01-10T09:10:01Z'))).toBeNull();
    expect(verifySampleToken(token.replace(/\.$/, '.sig'), 'access', now)).toBeNull();
  });
});

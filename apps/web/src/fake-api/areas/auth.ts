import { seedAuthUsers } from '../data/auth-users.ts';
import type { SampleArea } from '../db.ts';
import { MANAGE_ALL, type StoredUser } from '../data/auth-users.ts';
import type { FakeDb } from '../db.ts';
import type { FakeResponse } from '../lib/http.ts';
import { post, type Route } from '../lib/route.ts';
import { signSampleToken, verifySampleToken } from '../lib/token.ts';
import type { LoginError, RefreshError, RegisterError, User } from '../types.ts';
import { nextId } from '../lib/records.ts';

export const LOGIN_INVALID = 'Email or Password is Invalid';
export const LOGIN_FAILED = 'Something went wrong';
export const EMAIL_IN_USE = 'This email is already in use.';
export const USERNAME_IN_USE = 'This username is already in use.';
export const INVALID_REFRESH = 'Invalid refresh token';

function publicUser({ password: _password, ...user }: StoredUser): User {
  return structuredClone(user);
}

function tokensFor(user: StoredUser, now: Date) {
  return {
    accessToken: signSampleToken(user.id, 'access', now),
    refreshToken: signSampleToken(user.id, 'refresh', now),
  };
}

function asRecord(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

export function login(db: FakeDb, body: unknown, now: Date): FakeResponse {
  const input = asRecord(body);
  const email = input?.email;
  const password = input?.password;
  if (typeof email !== 'string' || typeof password !== 'string') {
    const error: LoginError = { error: { email: [LOGIN_FAILED] } };
    return [400, error];
  }
  const user = db.authUsers.find((u) => u.email === email && u.password === password);
  if (!user) {
    const error: LoginError = { error: { email: [LOGIN_INVALID] } };
    return [400, error];
  }
  return [200, { userData: publicUser(user), ...tokensFor(user, now) }];
}

export function register(db: FakeDb, body: unknown, now: Date): FakeResponse {
  const input = asRecord(body);
  const email = typeof input?.email === 'string' ? input.email.trim() : '';
  const username = typeof input?.username === 'string' ? input.username.trim() : '';
  const password = typeof input?.password === 'string' ? input.password : '';
  if (!email || !username || !password) {
    const field = !email ? 'email' : !username ? 'username' : 'password';
    return [400, { error: { [field]: LOGIN_FAILED } }];
  }
  const error: RegisterError['error'] = {};
  if (db.authUsers.some((u) => u.email.toLowerCase() === email.toLowerCase()))
    error.email = EMAIL_IN_USE;
  if (db.authUsers.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    error.username = USERNAME_IN_USE;
  if (error.email || error.username) {
    const answer: RegisterError = { error };
    return [200, answer];
  }
  const user: StoredUser = {
    id: nextId(db.authUsers),
    fullName: '',
    username,
    password,
    avatar: null,
    email,
    role: 'admin',
    ability: structuredClone(MANAGE_ALL),
    extras: { eCommerceCartItemsCount: 0 },
  };
  db.authUsers.push(user);
  return [200, { user: publicUser(user), ...tokensFor(user, now) }];
}

export function refresh(db: FakeDb, body: unknown, now: Date): FakeResponse {
  const claims = verifySampleToken(asRecord(body)?.refreshToken, 'refresh', now);
  const user = claims ? db.authUsers.find((u) => u.id === claims.sub) : undefined;
  if (!user) {
    const error: RefreshError = { error: INVALID_REFRESH };
    return [401, error];
  }
  return [200, { userData: publicUser(user), ...tokensFor(user, now) }];
}

export const authRoutes: Route[] = [
  post('/jwt/login', (db, req) => login(db, req.body, req.now)),
  post('/jwt/register', (db, req) => register(db, req.body, req.now)),
  post('/jwt/refresh-token', (db, req) => refresh(db, req.body, req.now)),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: authRoutes,
  store: {
    authUsers: seedAuthUsers,
  },
};

import type { APIRequestContext, Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { mailedLink } from './mail.ts';

/** The demo accounts the e2e server seeds (SEED_DEMO=always). */
export const DEMO_ADMIN = { email: 'admin@careers.demo', password: 'CareersAdmin2026!' };
export const DEMO_CANDIDATE = { email: 'candidate@careers.demo', password: 'CareersStudent2026!' };

/** The e2e server's signing key (playwright.config.ts), so tests can sign an expired token. */
export const E2E_JWT_SECRET = 'e2e-only-signing-key-never-used-outside-the-test-server';

export interface Session {
  userData: {
    id: string;
    fullName: string;
    email: string;
    role: 'admin' | 'candidate';
    emailVerified?: boolean;
  };
  accessToken: string;
  refreshToken: string;
}

/** Logs in through the real API, as the client would (on another server when given its URL). */
export async function apiLogin(
  request: APIRequestContext,
  role: 'admin' | 'candidate',
  credentials = role === 'admin' ? DEMO_ADMIN : DEMO_CANDIDATE,
  serverUrl = '',
): Promise<Session> {
  const res = await request.post(`${serverUrl}/api/v1/${role}/login`, { data: credentials });
  if (!res.ok()) throw new Error(`login as ${role} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

/**
 * Registers a fresh candidate through the real API. Unless `verified: false`, confirms the
 * address with the link the registration mailed (read from the run's mail catcher); with `profile`
 * (the default) the profile already holds what a first application needs (level, graduation
 * year, programme).
 */
export async function apiRegisterCandidate(
  request: APIRequestContext,
  fullName = 'Test Student',
  { profile = true, verified = true }: { profile?: boolean; verified?: boolean } = {},
): Promise<Session & { password: string }> {
  const password = 'Graduate-Ready-2026';
  const email = `e2e-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@students.test`;
  const res = await request.post('/api/v1/candidate/register', {
    data: { email, password, fullName },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  let session = (await res.json()) as Session;
  if (verified) {
    const link = await mailedLink(request, email, '/verify-email');
    const token = new URL(link, 'http://x').searchParams.get('token');
    const confirmed = await request.post('/api/v1/candidate/verify-email', { data: { token } });
    if (!confirmed.ok()) throw new Error(`verify failed: ${confirmed.status()}`);
    session = { ...session, userData: { ...session.userData, emailVerified: true } };
  }
  if (profile) {
    const url = `/api/v1/candidates/${session.userData.id}`;
    const headers = { authorization: `Bearer ${session.accessToken}` };
    const current = (await (await request.get(url, { headers })).json()) as { updatedAt: string };
    const patched = await request.patch(url, {
      headers,
      data: {
        level: 'undergraduate',
        graduationYear: 2027,
        programme: 'BSc Geography',
        expectedUpdatedAt: current.updatedAt,
      },
    });
    if (!patched.ok())
      throw new Error(`profile failed: ${patched.status()} ${await patched.text()}`);
  }
  return { ...session, password };
}

/** Starts the page signed in: the session goes where the client keeps it, before any script runs. */
export async function signInPage(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s: Session) => {
    // Init scripts also run in frames without storage (Chromium's PDF viewer): skip those.
    let storage: Storage | null;
    try {
      storage = window.sessionStorage;
    } catch {
      return;
    }
    if (!storage || !window.localStorage) return;
    if (storage.getItem('e2e-session-set')) return;
    storage.setItem('e2e-session-set', '1');
    window.localStorage.setItem('userData', JSON.stringify(s.userData));
    window.localStorage.setItem('accessToken', s.accessToken);
    window.localStorage.setItem('refreshToken', s.refreshToken);
  }, session);
}

/** Logs in through the API and opens the page signed in as that role. */
export async function loginAs(
  page: Page,
  request: APIRequestContext,
  role: 'admin' | 'candidate',
): Promise<Session> {
  const session = await apiLogin(request, role);
  await signInPage(page, session);
  return session;
}

/**
 * An access token for the session's user and session that expired ten minutes ago, signed as the
 * server signs (HS256; sub, role, sid), so the next call is answered 401 and must be refreshed.
 */
export async function expiredAccessToken(session: Session): Promise<string> {
  const { sub, role, sid } = decodeJwt(session.accessToken);
  if (typeof sub !== 'string') throw new Error('the access token names no user');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(now - 1200)
    .setExpirationTime(now - 600)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

/**
 * Puts an expired access token into the running app. The app reads storage when it starts and
 * when another tab writes it, so the write is announced as another tab's would be.
 */
export async function expireAccessToken(page: Page, session: Session): Promise<void> {
  const token = await expiredAccessToken(session);
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'accessToken', storageArea: localStorage }),
    );
  }, token);
}

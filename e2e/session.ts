import type { APIRequestContext, Page } from '@playwright/test';

/** The demo accounts the e2e server seeds (SEED_DEMO=always). */
export const DEMO_ADMIN = { email: 'admin@careers.demo', password: 'CareersAdmin2026!' };
export const DEMO_CANDIDATE = { email: 'candidate@careers.demo', password: 'CareersStudent2026!' };

export interface Session {
  userData: { id: string; fullName: string; email: string; role: 'admin' | 'candidate' };
  accessToken: string;
  refreshToken: string;
}

/** Logs in through the real API, as the client would. */
export async function apiLogin(
  request: APIRequestContext,
  role: 'admin' | 'candidate',
  credentials = role === 'admin' ? DEMO_ADMIN : DEMO_CANDIDATE,
): Promise<Session> {
  const res = await request.post(`/api/v1/${role}/login`, { data: credentials });
  if (!res.ok()) throw new Error(`login as ${role} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as Session;
}

/** Registers a fresh candidate through the real API. */
export async function apiRegisterCandidate(
  request: APIRequestContext,
  fullName = 'Test Student',
): Promise<Session & { password: string }> {
  const password = 'Graduate-Ready-2026';
  const email = `e2e-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@students.test`;
  const res = await request.post('/api/v1/candidate/register', {
    data: { email, password, fullName },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return { ...((await res.json()) as Session), password };
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

import type { Locator, Page } from '@playwright/test';
import { apiApply, apiOpenVacancy } from './careers-admin.ts';
import {
  apiLogin,
  apiRegisterCandidate,
  expireAccessToken,
  expiredAccessToken,
  signInPage,
  type Session,
} from '../session.ts';
import { expect as baseExpect } from '../fixtures.ts';

/*
 * What the session suites (session.spec.ts, session-tabs.spec.ts) share: how they count refreshes,
 * watch a second tab's errors, move the running app, and prove screens recover.
 */

// Other engineers' suites share the two cores: allow slow answers rather than flake.
export const expect = baseExpect.configure({ timeout: 20_000 });

// The expired token's first call is answered 401, which Chromium logs; nothing else may be.
export const EXPECTED_401 = /^Failed to load resource: the server responded with a status of 401 /;
// Chromium's PDF viewer (the application page's preview) runs the session init script in a frame
// without storage; that error is the harness's (as in careers-admin.spec.ts).
export const PDF_FRAME = /Cannot read properties of null \(reading '(get|set)Item'\)/;

export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Counts the refreshes the page makes, so each check can prove its token was refreshed. */
export function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('response', (res) => {
    if (res.url().endsWith('/api/v1/jwt/refresh-token') && res.status() === 200) count += 1;
  });
  return () => count;
}

/** For a page the fixture does not watch: its console errors (but the 401) and uncaught errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED_401.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface Screen {
  path: string;
  /** Something only the screen's real data shows. */
  shows: (page: Page) => Locator;
  /** For a form: the field and the value it must be filled with. */
  value?: string;
}

/** Moves the running app to a path as a click on a link would, without reloading it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Opens each screen with an expired access token: it must refresh once and show its data. The
 * first screen starts the app with the token in storage; the others are reached in the running
 * app, as a screen left open past the token's lifetime is.
 */
export async function expectScreensRecover(page: Page, session: Session, screens: Screen[]) {
  const refreshes = countRefreshes(page);
  await signInPage(page, { ...session, accessToken: await expiredAccessToken(session) });
  for (const [i, screen] of screens.entries()) {
    if (i === 0) {
      await page.goto(screen.path);
    } else {
      await expireAccessToken(page, session);
      await navigateInApp(page, screen.path);
    }
    if (screen.value === undefined) await expect(screen.shows(page), screen.path).toBeVisible();
    else await expect(screen.shows(page), screen.path).toHaveValue(screen.value);
    // A screen may show what an earlier one loaded before its own answer: count the refresh.
    await expect.poll(refreshes, { message: `refreshes after ${screen.path}` }).toBe(i + 1);
    await expect(page.getByText('Something went wrong'), screen.path).toHaveCount(0);
  }
}

/** An open vacancy with an application (and, for `others`, more candidates' ones), via the API. */
export async function applications(page: Page, others = 0) {
  const request = page.request;
  const admin = await apiLogin(request, 'admin');
  const title = `Session Analyst ${stamp()}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
  const name = `Sam Session ${stamp()}`;
  const candidate = await apiRegisterCandidate(request, name);
  const application = await apiApply(request, candidate.accessToken, vacancy.id);
  for (let i = 0; i < others; i += 1) {
    const other = await apiRegisterCandidate(request, `Olu Other ${stamp()}`);
    await apiApply(request, other.accessToken, vacancy.id);
  }
  return { admin, title, vacancy, name, candidate, application };
}

import type { Locator, Page } from '@playwright/test';
import { decodeJwt } from 'jose';
import { AuthPages } from '../pages/auth.ts';
import { apiApply, apiOpenVacancy, CareersAdminPages, pdfBytes } from '../pages/careers-admin.ts';
import { DocumentsPage } from '../pages/portal.ts';
import { startSecondServer, type SecondServer } from '../second-server.ts';
import {
  apiLogin,
  apiRegisterCandidate,
  DEMO_CANDIDATE,
  expireAccessToken,
  expiredAccessToken,
  signInPage,
  type Session,
} from '../session.ts';
import { expect as baseExpect, test } from '../fixtures.ts';

// Other engineers' suites share the two cores: allow slow answers rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// The expired token's first call is answered 401, which Chromium logs; nothing else may be.
const EXPECTED_401 = /^Failed to load resource: the server responded with a status of 401 /;
// Chromium's PDF viewer (the application page's preview) runs the session init script in a frame
// without storage; that error is the harness's (as in careers-admin.spec.ts).
const PDF_FRAME = /Cannot read properties of null \(reading '(get|set)Item'\)/;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Counts the refreshes the page makes, so each check can prove its token was refreshed. */
function countRefreshes(page: Page): () => number {
  let count = 0;
  page.on('response', (res) => {
    if (res.url().endsWith('/api/v1/jwt/refresh-token') && res.status() === 200) count += 1;
  });
  return () => count;
}

/** For a page the fixture does not watch: its console errors (but the 401) and uncaught errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED_401.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface Screen {
  path: string;
  /** Something only the screen's real data shows. */
  shows: (page: Page) => Locator;
  /** For a form: the field and the value it must be filled with. */
  value?: string;
}

/** Moves the running app to a path as a click on a link would, without reloading it. */
async function navigateInApp(page: Page, path: string): Promise<void> {
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
async function expectScreensRecover(page: Page, session: Session, screens: Screen[]) {
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
async function applications(page: Page, others = 0) {
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

test.describe('an expired access token is refreshed unseen', () => {
  test('every careers screen and every portal screen shows its data', async ({
    page,
    browser,
    problems,
  }) => {
    problems.allow(EXPECTED_401);
    problems.allow(PDF_FRAME);
    const { admin, title, vacancy, name, candidate, application } = await applications(page);
    const table = (label: string) => page.getByRole('table', { name: label });

    await expectScreensRecover(page, admin, [
      {
        path: '/careers/dashboard',
        shows: (p) => p.getByRole('heading', { name: 'Most applied-for vacancies' }),
      },
      {
        path: `/careers/vacancies?q=${encodeURIComponent(title)}`,
        shows: () => table('Vacancies').getByRole('link', { name: title }),
      },
      {
        path: `/careers/vacancies/${vacancy.id}`,
        shows: (p) => p.getByText('Design and build flood defences with our civil engineering'),
      },
      {
        path: `/careers/vacancies/${vacancy.id}/edit`,
        shows: (p) => p.getByLabel('Employer name'),
        value: 'Harbour Engineering',
      },
      {
        path: `/careers/applications?q=${encodeURIComponent(name)}`,
        shows: () => table('Applications').getByRole('link', { name }),
      },
      {
        path: `/careers/applications/${application.id}`,
        // The preview is a blob download: it shows only when the retried answer is a Blob.
        shows: (p) => p.getByTitle('Preview of cv.pdf'),
      },
      {
        path: `/careers/candidates?q=${encodeURIComponent(name)}`,
        shows: () => table('Candidates').getByRole('link', { name }),
      },
      {
        path: `/careers/candidates/${candidate.userData.id}`,
        // The candidate's applications: loaded by this screen alone.
        shows: (p) => p.getByRole('link', { name: title }),
      },
      {
        path: `/careers/documents?candidateId=${candidate.userData.id}`,
        shows: () => table('Documents').getByText(name),
      },
      {
        path: '/careers/admins',
        shows: () => table('Admins').getByText('admin@careers.demo'),
      },
    ]);

    // The candidate, in a browser of their own.
    const context = await browser.newContext();
    const portal = await context.newPage();
    const errors = watchErrors(portal);
    const mine = (label: string) => portal.getByRole('table', { name: label });
    await expectScreensRecover(portal, candidate, [
      {
        path: `/portal/vacancies?q=${encodeURIComponent(title)}`,
        shows: (p) => p.getByRole('link', { name: title }),
      },
      {
        path: `/portal/vacancies/${vacancy.id}`,
        shows: (p) => p.getByRole('link', { name: 'View your application' }),
      },
      {
        path: '/portal/applications',
        shows: () => mine('My Applications').getByRole('link', { name: title }),
      },
      {
        path: `/portal/applications/${application.id}`,
        // The application's history: loaded by this screen alone.
        shows: (p) => p.getByText('Application submitted'),
      },
      {
        path: '/portal/documents',
        shows: (p) => p.getByRole('cell', { name: 'cv.pdf', exact: true }),
      },
      {
        path: '/portal/profile',
        shows: (p) => p.getByLabel('Full name'),
        value: name,
      },
    ]);
    expect(errors, 'console errors in the portal').toEqual([]);
    await context.close();
  });

  test('actions sent with an expired token succeed: bulk and single status moves, upload, apply', async ({
    page,
    request,
    browser,
    problems,
  }) => {
    problems.allow(EXPECTED_401);
    problems.allow(PDF_FRAME);
    const { admin, title, name, candidate, application } = await applications(page, 1);
    const refreshes = countRefreshes(page);
    await signInPage(page, admin);
    const ui = new CareersAdminPages(page);

    // Bulk move: both applications to Under review.
    await page.goto(`/careers/applications?q=${encodeURIComponent(title)}`);
    const list = ui.table('Applications');
    await expect(list.getByRole('row')).toHaveCount(3);
    await list.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
    await page.getByLabel('Move selected (2) to').selectOption({ label: 'Under review' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expireAccessToken(page, admin);
    await ui.dialog().getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('Moved to Under review: 2. Failed: 0. Skipped: 0.')).toBeVisible();
    await expect(list.getByText('Under review', { exact: true })).toHaveCount(2);
    expect(refreshes()).toBe(1);

    // One status move: the new status shows.
    await page.goto(`/careers/applications/${application.id}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await expireAccessToken(page, admin);
    await ui.act('Shortlist');
    const actions = page.getByRole('group', { name: 'Status actions' });
    await expect(actions.getByText('Shortlisted')).toBeVisible();
    expect(refreshes()).toBe(2);

    // The candidate uploads a document and applies to another vacancy.
    const other = await apiOpenVacancy(request, admin.accessToken, `Second Role ${stamp()}`);
    const context = await browser.newContext();
    const portal = await context.newPage();
    const errors = watchErrors(portal);
    const portalRefreshes = countRefreshes(portal);
    await signInPage(portal, candidate);
    const documents = new DocumentsPage(portal);
    await documents.open();
    await expect(portal.getByRole('cell', { name: 'cv.pdf', exact: true })).toBeVisible();
    await expireAccessToken(portal, candidate);
    await documents.upload('CV', 'newer-cv.pdf', pdfBytes('A newer CV'));
    await expect(portal.getByRole('cell', { name: 'newer-cv.pdf', exact: true })).toBeVisible();
    expect(portalRefreshes()).toBe(1);

    await portal.goto(`/portal/vacancies/${other.id}`);
    await portal.getByRole('button', { name: 'Apply now' }).click();
    const dialog = portal.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: /newer-cv\.pdf/ })).toBeChecked();
    await expireAccessToken(portal, candidate);
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(portal).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/);
    await expect(portal.getByText('Application submitted')).toBeVisible();
    expect(portalRefreshes()).toBe(2);
    expect(errors, 'console errors in the portal').toEqual([]);
    await context.close();
  });

  test('a refresh that fails says the session has ended, and signing in returns to the page', async ({
    page,
    request,
    problems,
  }) => {
    problems.allow(EXPECTED_401);
    const session = await apiLogin(request, 'candidate');
    // Logging out on the server revokes the refresh token the page holds.
    await request.post('/api/v1/jwt/logout', { data: { refreshToken: session.refreshToken } });
    await signInPage(page, { ...session, accessToken: await expiredAccessToken(session) });
    await page.goto('/portal/documents');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fportal%2Fdocuments$/);
    await expect(page.getByRole('status')).toHaveText('Your session has ended — sign in again');

    await new AuthPages(page).signIn('candidate', DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    await expect(page).toHaveURL(/\/portal\/documents$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('a real short token lifetime, two tabs', () => {
  const TTL_SECONDS = 3;
  let server: SecondServer;
  test.beforeAll(async () => {
    // Migrating and seeding a fresh database is slow on a busy machine.
    test.setTimeout(120_000);
    server = await startSecondServer({ ACCESS_TOKEN_TTL: String(TTL_SECONDS) });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('both tabs act at once after the token expired: both succeed, the session survives', async ({
    page,
    problems,
  }) => {
    problems.allow(EXPECTED_401);
    const session = await apiLogin(page.request, 'candidate', DEMO_CANDIDATE, server.url);
    const { iat = 0, exp = 0 } = decodeJwt(session.accessToken);
    expect(exp - iat, 'the access-token lifetime').toBe(TTL_SECONDS);
    // Every refresh either tab makes: a refresh token presented twice would end the session.
    const presented: string[] = [];
    const refused: number[] = [];
    page.context().on('request', (req) => {
      if (req.url().endsWith('/api/v1/jwt/refresh-token')) {
        presented.push((req.postDataJSON() as { refreshToken: string }).refreshToken);
      }
    });
    page.context().on('response', (res) => {
      if (res.url().endsWith('/api/v1/jwt/refresh-token') && !res.ok()) refused.push(res.status());
    });

    const applications = (p: Page) => p.getByRole('table', { name: 'My Applications' });
    // The library's count shows once the documents have loaded.
    const documents = (p: Page) => p.getByText(/^\d+ of 20 documents$/);
    await signInPage(page, session);
    await page.goto(`${server.url}/portal/applications`);
    await expect(applications(page).getByRole('link').first()).toBeVisible();
    const second = await page.context().newPage();
    const errors = watchErrors(second);
    await second.goto(`${server.url}/portal/documents`);
    await expect(documents(second)).toBeVisible();

    // A slow network keeps one tab's refresh in flight while the other's 401 arrives: the
    // moment two tabs would present the same refresh token.
    await page.context().route('**/api/v1/jwt/refresh-token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });

    // Wait until the token both tabs hold has expired, then act in both at once.
    const held = await page.evaluate(() => localStorage.getItem('accessToken'));
    const expiresAt = (decodeJwt(held ?? '').exp ?? 0) * 1000;
    await page.waitForTimeout(Math.max(0, expiresAt - Date.now()) + 500);
    await Promise.all([
      navigateInApp(page, '/portal/documents'),
      navigateInApp(second, '/portal/applications'),
    ]);
    await expect(documents(page)).toBeVisible();
    await expect(applications(second).getByRole('link').first()).toBeVisible();

    expect(presented.length).toBeGreaterThan(0);
    expect(new Set(presented).size, 'a refresh token presented twice').toBe(presented.length);
    expect(refused).toEqual([]);

    // The session lives on: a reload of either tab shows data, not the sign-in page.
    await second.reload();
    await expect(applications(second).getByRole('link').first()).toBeVisible();
    await page.reload();
    await expect(documents(page)).toBeVisible();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await second.close();
  });
});

import { AuthPages } from '../pages/auth.ts';
import { apiOpenVacancy, CareersAdminPages, pdfBytes } from '../pages/careers-admin.ts';
import { DocumentsPage } from '../pages/portal.ts';
import {
  applications,
  countRefreshes,
  expect,
  EXPECTED_401,
  expectScreensRecover,
  PDF_FRAME,
  stamp,
  watchErrors,
} from '../pages/session-checks.ts';
import {
  apiLogin,
  DEMO_CANDIDATE,
  expireAccessToken,
  expiredAccessToken,
  signInPage,
} from '../session.ts';
import { test } from '../fixtures.ts';

test.describe.configure({ timeout: 120_000 });

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
        // Before the application, which shows the library too: each screen asks for its own.
        path: '/portal/documents',
        shows: (p) => p.getByRole('cell', { name: 'cv.pdf', exact: true }),
      },
      {
        path: `/portal/applications/${application.id}`,
        // The application's history: loaded by this screen alone.
        shows: (p) => p.getByText('Application submitted'),
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
    await expect(page.getByText('2 moved, 0 could not be moved.')).toBeVisible();
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

    await new AuthPages(page).signIn(DEMO_CANDIDATE.email, DEMO_CANDIDATE.password);
    await expect(page).toHaveURL(/\/portal\/documents$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

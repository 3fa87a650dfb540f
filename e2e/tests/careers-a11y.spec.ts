import { test, expect } from '../fixtures.ts';
import { baseURL } from '../ports.ts';
import { auditAll } from '../pages/axe.ts';
import { apiApply, apiOpenVacancy, pdfBytes } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage, type Session } from '../session.ts';

// The app's CSP forbids inline scripts; axe is injected by the test, so the page lets it run.
test.use({ bypassCSP: true });
// About 4 minutes on a quiet two-core machine: 17 routes × 3 modes, one page load per role.
test.describe.configure({ timeout: 480_000 });

test('axe finds no serious violation on any careers or portal route, light, dark and RTL', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const vacancy = await apiOpenVacancy(request, admin.accessToken, `Axe Audit ${Date.now()}`);
  const candidate = await apiRegisterCandidate(request, 'Ada Audit');
  const application = await apiApply(request, candidate.accessToken, vacancy.id);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInPage(page, admin);
  await page.goto('/careers/dashboard');
  await page.locator('#main-content').waitFor();
  expect(
    await auditAll(page, [
      '/careers/dashboard',
      '/careers/vacancies',
      '/careers/vacancies/new',
      `/careers/vacancies/${vacancy.id}`,
      `/careers/vacancies/${vacancy.id}/edit`,
      '/careers/applications',
      `/careers/applications/${application.id}`,
      '/careers/candidates',
      `/careers/candidates/${candidate.userData.id}`,
      '/careers/documents',
      '/careers/admins',
      '/careers/account',
    ]),
  ).toEqual([]);

  const context = await browser.newContext({ bypassCSP: true, baseURL, reducedMotion: 'reduce' });
  const portal = await context.newPage();
  await signInPage(portal, candidate);
  await portal.goto('/portal/vacancies');
  await portal.locator('#main-content').waitFor();
  expect(
    await auditAll(portal, [
      '/portal/vacancies',
      `/portal/vacancies/${vacancy.id}`,
      '/portal/applications',
      `/portal/applications/${application.id}`,
      '/portal/documents',
      '/portal/profile',
    ]),
  ).toEqual([]);
  await context.close();
});

test('axe finds no serious violation on the employer portal, light, dark and RTL', async ({
  page,
  request,
}) => {
  const res = await request.post('/api/v1/employer/login', {
    data: { email: 'employer@careers.demo', password: 'CareersEmployer2026!' },
  });
  expect(res.status()).toBe(200);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInPage(page, (await res.json()) as Session);
  await page.goto('/employer/dashboard');
  await page.locator('#main-content').waitFor();
  expect(
    await auditAll(page, ['/employer/dashboard', '/employer/organisation', '/employer/account']),
  ).toEqual([]);
});

test('the keyboard-only apply path: a skip link, then at most 12 Tab presses to "Send"', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const title = `Keyboard Route ${Date.now()}`;
  const vacancy = await apiOpenVacancy(request, admin.accessToken, title);
  const candidate = await apiRegisterCandidate(request, 'Kim Keys');
  const upload = await request.post('/api/v1/documents', {
    headers: { authorization: `Bearer ${candidate.accessToken}` },
    multipart: {
      kind: 'cv',
      file: { name: 'kim-cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
    },
  });
  expect(upload.status()).toBe(201);
  await signInPage(page, candidate);
  await page.goto(`/portal/vacancies/${vacancy.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });

  // Tabs that land on a field the candidate fills (a document to tick, the cover note) are the
  // candidate's own work, not the way there: they are not counted.
  let presses = 0;
  const tab = async () => {
    await page.keyboard.press('Tab');
    const isField = await page.evaluate(() => {
      const el = document.activeElement;
      return (
        el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement
      );
    });
    if (!isField) presses += 1;
  };
  const focusedName = () =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');

  await tab();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  while ((await focusedName()) !== 'Apply now') {
    await tab();
    expect(presses, 'Tab presses to reach "Apply now"').toBeLessThanOrEqual(12);
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: /kim-cv\.pdf/ })).toBeChecked();
  const send = dialog.getByRole('button', { name: 'Send application' });
  while (!(await send.evaluate((el) => el === document.activeElement))) {
    await tab();
    expect(presses, 'Tab presses to reach "Send application"').toBeLessThanOrEqual(12);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/portal\/applications\/[0-9a-f-]{36}$/, { timeout: 20_000 });
});

import type { APIRequestContext } from '@playwright/test';
import { test, expect as baseExpect } from '../fixtures.ts';
import { CareersAdminPages } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * Never lose typed work (issue 18, point 7): a vacancy draft saves itself as staff type (the
 * first save creates the draft, later ones update it), and a form with unsaved changes asks
 * before the page is left.
 */

async function draftsTitled(request: APIRequestContext, token: string, q: string) {
  const res = await request.get(`/api/v1/vacancies?status=draft&q=${encodeURIComponent(q)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { title: string }[] }).data.map((v) => v.title);
}

test('a new vacancy saves itself as a draft while staff type, and asks before unsaved changes are left', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  await signInPage(page, admin);
  const stamp = Date.now().toString(36);
  const title = `Autosaved Analyst ${stamp}`;
  await page.goto('/careers/vacancies/new');
  const status = page.getByRole('status').filter({ hasText: /Saved|Saving|Not saved yet/ });

  // Half a form is not saved yet, and says so.
  await page.getByLabel('Title', { exact: true }).fill(title);
  await expect(status).toHaveText(/Not saved yet/);

  await new CareersAdminPages(page).fillVacancyForm({
    title,
    employer: 'Northwind Analytics',
    location: 'Leeds',
    sector: 'Technology',
    description: 'Turn data into decisions with our insight team.',
  });
  await expect(status).toHaveText('Saved');
  await expect.poll(() => draftsTitled(request, admin.accessToken, stamp)).toEqual([title]);

  // Later changes update the same draft.
  await page.getByLabel('Title', { exact: true }).fill(`${title} II`);
  await expect(status).toHaveText('Saved');
  await expect.poll(() => draftsTitled(request, admin.accessToken, stamp)).toEqual([`${title} II`]);

  // A change not yet saved: leaving asks first; staying keeps it.
  await page.getByLabel('Location', { exact: true }).fill('Leeds and York');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Leeds and York');
  // Once it has saved itself, leaving asks nothing.
  await expect(status).toHaveText('Saved');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/careers\/vacancies$/);
  await expect(leave).toHaveCount(0);
});

test('a profile with unsaved changes asks before the student leaves, in the app and in the browser', async ({
  page,
  request,
}) => {
  const candidate = await apiRegisterCandidate(request, 'Una Saved');
  await signInPage(page, candidate);
  await page.goto('/portal/profile');
  const programme = page.getByLabel('Programme of study');
  await expect(programme).toHaveValue('BSc Geography');
  await programme.fill('BA Geography and Planning');

  // In the app: the menu's link waits for an answer.
  const menuLink = page.locator('a[href="/portal/vacancies"]').first();
  await menuLink.click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(/\/portal\/profile$/);
  await expect(programme).toHaveValue('BA Geography and Planning');

  // In the browser: reloading gets the browser's own question.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.evaluate(() => window.location.reload());
  expect(await asked).toBe('beforeunload');
  await expect(programme).toHaveValue('BA Geography and Planning');

  // Leaving on purpose goes, and the change is dropped.
  await menuLink.click();
  await leave.getByRole('button', { name: 'Leave and lose changes' }).click();
  await expect(page).toHaveURL(/\/portal\/vacancies$/);
});

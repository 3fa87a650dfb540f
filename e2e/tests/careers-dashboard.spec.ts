import { test, expect as baseExpect } from '../fixtures.ts';
import { apiApply, apiOpenVacancy } from '../pages/careers-admin.ts';
import { apiLogin, apiRegisterCandidate, signInPage } from '../session.ts';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/*
 * A dashboard to act from (issue 18, point 10): each figure and chart segment opens the filtered
 * list behind it, and "Needs attention" links to the records waiting on staff.
 */
test('a figure, a status segment and the attention panel open the lists and records behind them', async ({
  page,
  request,
}) => {
  const admin = await apiLogin(request, 'admin');
  const stamp = Date.now().toString(36);
  // Closing within the hour with no applications: the soonest of the quiet vacancies.
  const quiet = await apiOpenVacancy(request, admin.accessToken, `Quiet Surveyor ${stamp}`, 0.04);
  const busy = await apiOpenVacancy(request, admin.accessToken, `Busy Surveyor ${stamp}`);
  const candidate = await apiRegisterCandidate(request, 'Dara Dashboard');
  await apiApply(request, candidate.accessToken, busy.id);
  await signInPage(page, admin);

  // A figure: open vacancies opens the vacancies list filtered to open ones.
  await page.goto('/careers/dashboard');
  const figures = page.getByRole('region', { name: 'Key figures' });
  await figures.getByRole('link', { name: 'Open vacancies' }).click();
  await expect(page).toHaveURL(/\/careers\/vacancies\?status=open$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('open');
  const statuses = page.getByRole('table').getByRole('row').filter({ hasText: 'Closed' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(statuses).toHaveCount(0);

  // A chart segment (its link in the legend): the applications of that status.
  await page.goto('/careers/dashboard');
  await page
    .getByRole('list', { name: 'Open the applications of a status' })
    .getByRole('link', { name: /^Submitted: \d+$/ })
    .click();
  await expect(page).toHaveURL(/\/careers\/applications\?status=submitted$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('submitted');

  // A day of the per-day chart: the applications submitted that day (the list says which day).
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`/careers/applications?submittedOn=${today}`);
  const dayFilter = page.getByRole('button', { name: /^Submitted on .* only: show every day$/ });
  await expect(dayFilter).toBeVisible();
  await expect(page.getByRole('row', { name: /Dara Dashboard/ })).toBeVisible();
  await dayFilter.click();
  await expect(page).toHaveURL(/\/careers\/applications$/);

  // Needs attention: the quiet vacancy closing soon, and the applications waiting longest.
  await page.goto('/careers/dashboard');
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(attention.getByText(/closing within 7 days with fewer than 5/)).toBeVisible();
  await attention.getByRole('link', { name: `Quiet Surveyor ${stamp}` }).click();
  await expect(page).toHaveURL(new RegExp(`/careers/vacancies/${quiet.id}$`));

  await page.goto('/careers/dashboard');
  await attention.getByRole('link', { name: /^See all .* waiting$/ }).click();
  await expect(page).toHaveURL(
    /\/careers\/applications\?status=submitted&sortColumn=submittedAt&sort=asc$/,
  );
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('submitted');
  await page.goBack();
  await attention.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/careers\/applications\/[0-9a-f-]{36}$/);
});

test('in Arabic, the applications-per-day chart shows each day label whole', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('language', 'ar');
    window.localStorage.setItem('direction', '"rtl"');
  });
  await signInPage(page, await apiLogin(request, 'admin'));
  await page.goto('/careers/dashboard');
  const labels = page.locator('.dashboard-chart .apexcharts-xaxis-label');
  await expect(labels.first()).toBeVisible();
  const clipped = await labels.evaluateAll((texts) =>
    texts
      .filter((text) => {
        const box = text.getBoundingClientRect();
        const svg = text.closest('svg')!.getBoundingClientRect();
        return box.left < svg.left - 0.5 || box.right > svg.right + 0.5;
      })
      .map((text) => text.textContent),
  );
  expect(clipped).toEqual([]);
});

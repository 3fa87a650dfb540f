import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { loginAs } from '../session.ts';

// A shared two-core machine: the first screen of a run loads slowly.
test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

const staffRows = (page: Page) =>
  page.getByRole('table', { name: 'Careers service staff' }).locator('tbody tr');

test.describe('tables and charts', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('the Bootstrap tables page shows every variant and its actions menu', async ({ page }) => {
    await open(page, '/tables/reactstrap', 'Table');
    for (const name of [
      'Basic table',
      'Dark table',
      'Striped rows',
      'Contextual rows',
      'Responsive table',
    ]) {
      await expect(page.getByRole('table', { name })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Dark table' })).toHaveClass(/table-dark/);
    const basic = page.getByRole('table', { name: 'Basic table' });
    await basic.getByRole('button', { name: 'Actions for Graduate Software Engineer' }).click();
    await expect(page.getByRole('button', { name: 'Close vacancy' })).toBeVisible();
  });

  test('the basic datatable sorts, expands a row, selects rows and exports CSV', async ({
    page,
  }) => {
    await open(page, '/datatables/basic', 'Basic');
    const table = page.getByRole('table', { name: 'Row selection and details' });
    const checkboxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
    await expect(checkboxes).toHaveCount(10, { timeout: 30_000 });

    const expand = table.getByRole('button', { name: /^Show details of / }).first();
    await expand.click();
    await expect(expand).toHaveAttribute('aria-expanded', 'true');
    await expect(table.locator('tr.expanded-details')).toContainText('Experience (years)');

    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await expect(page.getByText('Selected: 2')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export selection (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('careers-team.csv');
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('Name,Email,Post,City,Start date,Salary,Age,Status');
    expect(lines).toHaveLength(3);

    // The zero-configuration table sorts by name on a header click.
    const zero = page.getByRole('table', { name: 'Zero configuration' });
    await zero.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(zero.locator('th').first()).toHaveAttribute('aria-sort', 'ascending');
  });

  test('the advanced datatable searches, pages and sorts through the URL', async ({ page }) => {
    await open(page, '/datatables/advance', 'Advanced');
    const rows = staffRows(page);
    await expect(rows).toHaveCount(10, { timeout: 30_000 });

    // Page size.
    await page.getByLabel('Rows per page').selectOption('25');
    await expect(rows).toHaveCount(25);
    await expect(page).toHaveURL(/perPage=25/);

    // Sorting changes the first row.
    const firstCell = rows.first().locator('td').first();
    const unsorted = await firstCell.innerText();
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(page).toHaveURL(/sort=full_name&dir=asc/);
    await expect(firstCell).not.toHaveText(unsorted);
    const ascending = await firstCell.innerText();
    await page.getByRole('button', { name: 'Sort by Name' }).click();
    await expect(page).toHaveURL(/dir=desc/);
    await expect(firstCell).not.toHaveText(ascending);

    // Server-side search narrows the rows.
    const name = (await rows.first().locator('td .flex-column .fw-semibold').innerText()).trim();
    await page.getByRole('searchbox', { name: 'Search staff' }).fill(name);
    await expect(page).toHaveURL(/q=/);
    await expect(rows.first()).toContainText(name);
    // The previous page stays on screen while the search loads: wait for the narrower result.
    await expect.poll(() => rows.count()).toBeLessThan(25);
    await expect(page.getByRole('table', { name: 'Careers service staff' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const count = await rows.count();
    for (let i = 0; i < count; i += 1) await expect(rows.nth(i)).toContainText(name);

    // A column filter with no match shows the empty state.
    await page.getByRole('searchbox', { name: 'Search staff' }).fill('');
    await page.getByLabel('City', { exact: true }).fill('Atlantis');
    await expect(page.getByText('No matching records found')).toBeVisible();
    // Reset goes back to the defaults: no filters, ten rows.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('');
    await expect(rows).toHaveCount(10);
    await expect(page).not.toHaveURL(/\?/);
  });

  for (const [path, heading, charts] of [
    ['/charts/apex', 'Apex Charts', 10],
    ['/charts/chartjs', 'ChartJS', 9],
    ['/charts/recharts', 'Recharts', 7],
  ] as const) {
    test(`${heading} draws every chart`, async ({ page }) => {
      await open(page, path, heading);
      const cards = page.locator('.chart-card');
      await expect(cards).toHaveCount(charts);
      for (let i = 0; i < charts; i += 1) {
        const card = cards.nth(i);
        await card.scrollIntoViewIfNeeded();
        await expect(card.locator('svg, canvas').first()).toBeVisible({ timeout: 20_000 });
        await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      }
    });
  }
});

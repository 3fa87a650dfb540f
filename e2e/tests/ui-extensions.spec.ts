import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { loginAs } from '../session.ts';

// The extension demos (/extensions/*): each screen loads cleanly and its library really works.
const ROUTES: [string, string][] = [
  ['sweet-alert', 'Sweet Alert'],
  ['toastr', 'Toastr'],
  ['slider', 'Sliders'],
  ['drag-and-drop', 'Drag & Drop'],
  ['tour', 'Tour'],
  ['clipboard', 'Clipboard'],
  ['react-player', 'React Player'],
  ['context-menu', 'Context Menu'],
  ['swiper', 'Swiper'],
  ['ratings', 'Ratings'],
  ['i18n', 'I18n'],
  ['pagination', 'Pagination'],
  ['import', 'Import'],
  ['export', 'Export'],
  ['export-selected', 'Export Selected'],
];

test.describe.configure({ timeout: 120_000 });

/** Opens a demo and waits for its h1 (the first load of a chunk is slow on a busy machine). */
async function open(page: Page, slug: string, heading: string): Promise<void> {
  await page.goto(`/extensions/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify').getByText(text);

test.describe('extension demos', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('every demo route shows its title without errors', async ({ page }) => {
    test.setTimeout(240_000);
    for (const [slug, heading] of ROUTES) {
      await open(page, slug, heading);
      await expect(page.getByText(/part of a later release/i)).toHaveCount(0);
    }
  });

  test('sweet alert asks before deleting and reports the choice', async ({ page }) => {
    await open(page, 'sweet-alert', 'Sweet Alert');
    await page.getByRole('button', { name: 'Delete vacancy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this vacancy?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    const done = page.getByRole('dialog', { name: 'Deleted' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('swal-result')).toHaveText('vacancy deleted');

    await page.getByRole('button', { name: 'Delete vacancy' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this vacancy?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page
      .getByRole('dialog', { name: 'Cancelled' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page.getByTestId('swal-result')).toHaveText('deletion cancelled');
  });

  test('toastr shows a toast and dismisses all', async ({ page }) => {
    await open(page, 'toastr', 'Toastr');
    await page.getByRole('button', { name: 'Success', exact: true }).click();
    await expect(toast(page, 'Interview confirmed with Bluebell Engineering')).toBeVisible({
      timeout: 20_000,
    });
    await page.getByLabel('Message').fill('Fair stand booked');
    await page.getByLabel('Position').selectOption('bottom-left');
    await page.getByRole('button', { name: 'Show toast' }).click();
    await expect(toast(page, 'Fair stand booked')).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss all' }).click();
    await expect(toast(page, 'Fair stand booked')).toBeHidden();
  });

  test('the shortlist reorders with the keyboard', async ({ page }) => {
    await open(page, 'drag-and-drop', 'Drag & Drop');
    const shortlist = page.getByTestId('shortlist');
    const names = shortlist.getByTestId('shortlist-name');
    await expect(names.first()).toHaveText('Sofia Rossi');
    await shortlist.getByRole('button', { name: 'Move Sofia Rossi' }).focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect(names.nth(0)).toHaveText('Yusuf Demir');
    await expect(names.nth(1)).toHaveText('Sofia Rossi');
  });

  test('the tour starts and advances', async ({ page }) => {
    await open(page, 'tour', 'Tour');
    await page.getByRole('button', { name: 'Start tour' }).click();
    const popover = page.locator('.driver-popover');
    await expect(popover.locator('.driver-popover-title')).toHaveText('Welcome');
    await popover.getByRole('button', { name: 'Next' }).click();
    await expect(popover.locator('.driver-popover-title')).toHaveText('Key figures');
    await expect(popover).toContainText('2 of 5');
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copies the field and a snippet, with a toast', async ({ page }) => {
      await open(page, 'clipboard', 'Clipboard');
      await page.getByLabel('Careers fair link').fill('https://careers.example.ac.uk/fairs/spring');
      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expect(toast(page, 'Copied to the clipboard').first()).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'https://careers.example.ac.uk/fairs/spring',
      );
      await page.getByRole('button', { name: 'Copy Vacancy reference' }).click();
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe('VAC-2027-1042');
    });
  });

  test('the context menu opens on right click and acts on the row', async ({ page }) => {
    await open(page, 'context-menu', 'Context Menu');
    const rows = page.getByTestId('vacancy-row');
    await expect(rows).toHaveCount(6);
    await rows.first().click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Duplicate' }).click();
    await expect(rows).toHaveCount(7);
    await expect(page.getByTestId('context-log')).toContainText('Duplicated');

    // Keyboard: Shift+F10 on a focused row opens the same menu.
    await rows.nth(2).focus();
    await page.keyboard.press('Shift+F10');
    await expect(menu.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('clicking a rating changes its value', async ({ page }) => {
    await open(page, 'ratings', 'Ratings');
    await expect(page.getByTestId('rating-value')).toContainText('Rating: 3 / 5');
    await page
      .getByRole('radiogroup', { name: 'Interview rating' })
      .getByRole('radio', { name: 'Excellent' })
      .click();
    await expect(page.getByTestId('rating-value')).toContainText('Rating: 5 / 5');
  });

  test('i18n switches the language and back', async ({ page }) => {
    await open(page, 'i18n', 'I18n');
    const title = page.getByTestId('i18n-sample-title');
    await expect(title).toHaveText('Graduate Software Engineer');
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(title).toHaveText('Ingénieur logiciel débutant', { timeout: 20_000 });
    await expect(page.getByTestId('i18n-code')).toHaveText('fr');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(title).toHaveText('Graduate Software Engineer', { timeout: 20_000 });

    // Arabic also turns the layout right to left, and English turns it back.
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(title).toHaveText('مهندس برمجيات حديث التخرج', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(title).toHaveText('Graduate Software Engineer', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('imports a CSV file into the table and rejects bad files', async ({ page }) => {
    await open(page, 'import', 'Import');
    const input = page.getByTestId('import-input');
    await input.setInputFiles({
      name: 'fair-signups.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name,Course,Year\nAmara Okafor,Computer Science,3\nLiam Chen,Economics,2\n',
      ),
    });
    const table = page.getByTestId('import-table');
    await expect(table.getByRole('cell', { name: 'Amara Okafor' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Economics' })).toBeVisible();
    await expect(page.getByTestId('import-count')).toHaveText('2 of 2 rows');
    await page.getByRole('searchbox', { name: 'Search rows' }).fill('liam');
    await expect(page.getByTestId('import-count')).toHaveText('1 of 2 rows');

    await input.setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Course\nAmara,Law\nLiam\n'),
    });
    await expect(page.getByRole('alert')).toContainText('Line 3');
    await input.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await expect(page.getByRole('alert')).toContainText('Only CSV and Excel');
  });

  test('exports all candidates to an Excel file with the chosen name', async ({ page }) => {
    await open(page, 'export', 'Export');
    await page.getByLabel('File name').fill('fair-candidates');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all (12)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('fair-candidates.xlsx');
    const bytes = await readFile(await download.path());
    // An .xlsx file is a zip archive.
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('exports only the selected candidates', async ({ page }) => {
    await open(page, 'export-selected', 'Export Selected');
    const exportButton = page.getByRole('button', { name: /Export selected/ });
    await expect(exportButton).toBeDisabled();
    await page.getByLabel('Select Liam Chen').check();
    await page.getByLabel('Select Priya Sharma').check();
    await expect(page.getByTestId('selected-count')).toHaveText('2 of 12 selected');
    await page.getByLabel('Format').selectOption('csv');
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toBe('shortlist.csv');
    const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Name,Email,Course,Year,Vacancy,Status,Score');
    expect(lines[1]).toMatch(/^Liam Chen,/);
    expect(lines[2]).toMatch(/^Priya Sharma,/);
  });
});

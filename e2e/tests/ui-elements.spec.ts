import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

// Long journeys on a shared two-core machine: give them room.
test.describe.configure({ timeout: 180_000 });

const ROUTES: [string, string | RegExp][] = [
  ['/ui-element/typography', 'Typography'],
  ['/ui-element/colors', 'Colors'],
  ['/icons/reactfeather', 'Feather Icons'],
  ['/cards/basic', 'Basic'],
  ['/cards/advance', 'Advance'],
  ['/cards/statistics', 'Statistics'],
  ['/cards/analytics', 'Analytics'],
  ['/cards/action', 'Action'],
  ['/page-layout/collapse-menu', 'Collapsed Menu'],
  ['/page-layout/layout-boxed', 'Layout Boxed'],
  ['/page-layout/without-menu', 'Without Menu'],
  ['/page-layout/layout-empty', 'Layout Empty'],
  ['/page-layout/layout-blank', 'Layout Blank'],
];

test.describe('UI elements, cards and page layouts', () => {
  test('every screen opens with its title', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    for (const [path, heading] of ROUTES) {
      await pages.open(path, heading);
    }
    // The blank layout has no menu: its own link leads back to the dashboard.
    await expect(page.locator('.main-menu')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('icons: search, count, empty state and copy', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/icons/reactfeather', 'Feather Icons');
    const search = page.getByLabel('Search icons');
    await search.fill('brief');
    await expect(page.getByText(/^Showing 1 of \d+ icons$/)).toBeVisible();
    await page.getByLabel('Icon size').selectOption('32');
    await page.getByRole('button', { name: 'Copy the briefcase icon' }).click();
    await pages.expectToast('Copied <Briefcase size={32} /> to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '<Briefcase size={32} />',
    );
    await search.fill('no-such-icon');
    await expect(page.getByRole('heading', { name: 'No icons found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear the search' }).click();
    await expect(page.getByRole('button', { name: 'Copy the activity icon' })).toBeVisible();
  });

  test('colours: copy a class name', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/ui-element/colors', 'Colors');
    await page.getByRole('button', { name: 'Copy class bg-light-success' }).click();
    await pages.expectToast('Copied “bg-light-success” to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('bg-light-success');
  });

  test('action cards: collapse, reload, remove and undo', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/cards/action', 'Action');

    const collapse = page.getByRole('button', { name: 'Collapse Collapsible' });
    await collapse.click();
    const reopen = page.getByRole('button', { name: 'Expand Collapsible' });
    await expect(reopen).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Collapse long cards', { exact: false })).toBeHidden();
    await reopen.click();
    await expect(page.getByText('Collapse long cards', { exact: false })).toBeVisible();

    await page.getByRole('button', { name: 'Reload Application pipeline' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Reloading…' })).toBeAttached();
    await expect(page.getByTestId('pipeline-applied')).toHaveText('131', { timeout: 10_000 });

    await page.getByRole('button', { name: 'Remove Removable' }).click();
    await expect(page.getByRole('heading', { name: 'Removable' })).toHaveCount(0);
    await pages.expectToast('“Removable” removed');
    await page.locator('.Toastify').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { name: 'Removable' })).toBeVisible();
  });

  test('statistics cards show figures from the fake API', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/cards/statistics', 'Statistics');
    const subscribers = page.locator('.card', {
      has: page.getByRole('heading', { name: 'Subscribers gained' }),
    });
    await expect(subscribers.getByText('92.6k')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('figure', { name: 'Subscribers gained' })).toBeVisible();
    await expect(page.getByText('659.8k')).toBeVisible();
  });
});

import { test, expect } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

test.describe('global search and bookmarks', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows at most 4 results per group and opens one by keyboard', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    const dialog = await frame.openSearch();
    const input = dialog.getByRole('combobox');

    await input.fill('e');
    const groups = dialog.getByRole('group');
    await expect(groups).toHaveCount(3);
    for (const name of ['Pages', 'Files', 'Contacts']) {
      const options = dialog.getByRole('group', { name }).getByRole('option');
      await expect(options).toHaveCount(4);
    }

    await input.fill('invoice');
    await expect(dialog.getByRole('group', { name: 'Pages' }).getByRole('option')).toHaveCount(4);
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await input.press('ArrowDown');
    const second = dialog.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(second).toContainText('Invoice · Preview');
    await input.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/4987$/);
  });

  test('Escape closes it and "/" opens it', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a page bookmarked from the search appears in the navbar', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    const bookmarks = frame.navbar.getByRole('list', { name: 'Bookmarks' });
    await expect(bookmarks.getByRole('link', { name: 'Email' })).toBeVisible();
    await expect(bookmarks.getByRole('link', { name: 'FAQ' })).toHaveCount(0);

    const dialog = await frame.openSearch();
    await dialog.getByRole('combobox').fill('faq');
    await expect(dialog.getByRole('option').first()).toContainText('FAQ');
    await dialog.getByRole('combobox').press('Control+b');
    await expect(dialog.getByRole('option').first()).toContainText('(bookmarked)');
    await page.keyboard.press('Escape');
    await expect(bookmarks.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await bookmarks.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/pages\/faq$/);
  });
});

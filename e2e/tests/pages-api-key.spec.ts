import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('API keys', () => {
  test('creates, copies and deletes a key', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/api-key', 'API Key');

    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();

    await page.getByLabel('Access type').selectOption('read');
    await page.getByLabel('Name the key').fill('Timetable sync');
    await page.getByRole('button', { name: 'Create key' }).click();
    await pages.expectToast('API key “Timetable sync” created');

    const list = page.getByRole('list', { name: 'API key list and access' });
    await expect(list.getByRole('heading', { name: 'Timetable sync' })).toBeVisible();
    await expect(list.getByText('Read only')).toBeVisible();
    const key = (await list.locator('code').first().textContent()) ?? '';
    expect(key).toMatch(/^ck_live_[A-Za-z0-9]{32}$/);

    await page.getByRole('button', { name: 'Copy key Timetable sync' }).click();
    await pages.expectToast('API key copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    await page.getByRole('button', { name: 'Delete key Timetable sync' }).click();
    const dialog = pages.dialog('Delete API key?');
    await dialog.getByRole('button', { name: 'Delete key' }).click();
    await pages.expectToast('API key “Timetable sync” deleted');
    await expect(list.getByRole('heading', { name: 'Timetable sync' })).toHaveCount(0);
    await expect(page.getByText('No API keys yet.', { exact: false })).toBeVisible();
  });
});

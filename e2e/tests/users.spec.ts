import { expect, test } from '../fixtures.ts';
import { openScreen } from '../pages/biz-apps.ts';
import { loginAs } from '../session.ts';

test.describe('users', () => {
  // Long journeys on a shared two-core machine: give them room.
  test.describe.configure({ timeout: 120_000 });

  test('adds a user through the side panel and finds them by search', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/user/list', 'List');
    await expect(page.getByTestId('stat-total')).toHaveText('50');

    await page.getByRole('button', { name: 'Add new user' }).click();
    const panel = page.getByRole('dialog', { name: 'Add new user' });
    await panel.getByRole('button', { name: 'Add user' }).click();
    await expect(panel.getByText('Enter a valid email address.')).toBeVisible();
    await panel.getByLabel('Full name', { exact: true }).fill('Zainab Oyelaran');
    await panel.getByLabel('Username', { exact: true }).fill('zainab.o');
    await panel.getByLabel('Email', { exact: true }).fill('zainab.oyelaran@example.ac.uk');
    await panel.getByLabel('Company', { exact: true }).fill('Harbourline Consulting');
    await panel.getByLabel('Country', { exact: true }).fill('Nigeria');
    await panel.getByLabel('Contact', { exact: true }).fill('+234 802 555 0199');
    await panel.getByLabel('Role', { exact: true }).selectOption('author');
    await panel.getByLabel('Plan', { exact: true }).selectOption('company');
    await panel.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText(/Zainab Oyelaran added with id 51\./)).toBeVisible();
    await expect(page.getByTestId('stat-total')).toHaveText('51');

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zainab.oyelaran');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row', { name: /Zainab Oyelaran/ });
    await expect(row).toContainText('Author');
    await expect(row).toContainText('Company');

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
    await page.getByLabel('Role', { exact: true }).selectOption('author');
    await page.getByLabel('Plan', { exact: true }).selectOption('company');
    await expect(table.getByRole('link', { name: 'Zainab Oyelaran', exact: true })).toBeVisible();
    await table.getByRole('link', { name: 'Zainab Oyelaran', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Zainab Oyelaran' })).toBeVisible();
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  });
});

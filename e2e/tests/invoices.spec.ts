import { expect, test } from '../fixtures.ts';
import { openScreen } from '../pages/biz-apps.ts';
import { expectRowAsCard } from '../pages/phone-list.ts';
import { loginAs } from '../session.ts';

test.describe('invoices', () => {
  // Long journeys on a shared two-core machine: give them room.
  test.describe.configure({ timeout: 120_000 });

  test('filters by status, searches, sorts, and deletes an invoice after confirming', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/invoice/list', 'List');
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('row')).toHaveCount(11);
    await expect(page.getByText('Showing 1 to 10 of 50')).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('Past Due');
    await expect(page.getByText(/^Showing \d+ to \d+ of \d+$/)).not.toHaveText(
      'Showing 1 to 10 of 50',
    );
    const statuses = table.getByRole('img', { name: /^Past due ·/ });
    const shown = await table.getByRole('row').count();
    await expect(statuses).toHaveCount(shown - 1);

    // 'paid' also finds settled invoices whatever their status.
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('paid');
    await expect(table.getByText('Paid', { exact: true }).first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('');
    await expect(page.getByText('Showing 1 to 10 of 50')).toBeVisible();
    await table.locator('th').first().getByRole('button').click();
    await expect(table.getByRole('link', { name: '#4987', exact: true })).toBeVisible();
    await page.getByLabel('Show', { exact: true }).selectOption('25');
    await expect(table.getByRole('row')).toHaveCount(26);

    const more = table.getByRole('button', { name: 'More actions for invoice #4987' });
    await more.click();
    // The menu opens beside its row, not at the top of the window.
    const menu = page.locator('.dropdown-menu.show');
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const [toggle, box] = [await more.boundingBox(), await menu.boundingBox()];
        return toggle && box ? Math.abs(box.y - (toggle.y + toggle.height)) < 60 : false;
      })
      .toBe(true);
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete invoice?' });
    await expect(dialog).toContainText('#4987');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Invoice #4987 deleted.')).toBeVisible();
    await expect(table.getByRole('link', { name: '#4987', exact: true })).toHaveCount(0);
    await expect(page.getByText('Showing 1 to 25 of 49')).toBeVisible();
  });

  test('on a phone the list is a stack of cards, ordered from its "Sort by" choice', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/invoice/list', 'List');
    const table = page.getByRole('table', { name: 'Invoices' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('link', { name: '#5036', exact: true })).toBeVisible();
    await expectRowAsCard(first, 2, 'Client');
    // the search box takes the card's width rather than its narrow desktop size
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    expect((await search.boundingBox())!.width).toBeGreaterThan(280);

    // the headings (and their sort buttons) are hidden, so the order is chosen from a list
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: '#, ascending' });
    await expect(first.getByRole('link', { name: '#4987', exact: true })).toBeVisible();
  });

  test('previews an invoice, records a payment and opens the editor with live totals', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/invoice/preview/4990', 'Preview');
    await expect(page.getByRole('heading', { name: /Invoice #4990/ })).toBeVisible();
    await page.getByRole('button', { name: 'Add payment' }).click();
    const panel = page.getByRole('dialog', { name: 'Add payment' });
    await panel.getByRole('button', { name: 'Record payment' }).click();
    await expect(panel.getByText('Enter an amount greater than zero.')).toBeVisible();
    await panel.getByLabel('Payment amount', { exact: true }).fill('120');
    await panel.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment of 120 recorded for invoice #4990.')).toBeVisible();

    await page.locator('#main-content').getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit' })).toBeVisible();
    await page.getByLabel('Qty 1', { exact: true }).fill('3');
    await page.getByLabel('Tax (%)', { exact: true }).fill('10');
    const price = await page.getByLabel('Price of item 1', { exact: true }).textContent();
    expect(price).toMatch(/^\$[\d,]+\.\d\d$/);
    await expect(page.getByTestId('total')).not.toHaveText(price ?? '');
  });
});

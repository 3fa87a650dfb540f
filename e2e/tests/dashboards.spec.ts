import { expect, test } from '../fixtures.ts';
import { openScreen } from '../pages/biz-apps.ts';
import { loginAs } from '../session.ts';

test.describe('dashboards', () => {
  // Long journeys on a shared two-core machine: give them room.
  test.describe.configure({ timeout: 120_000 });

  test('the analytics dashboard renders its charts and range choices', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/dashboard/analytics', 'Analytics');
    await expect(page.locator('.apexcharts-canvas')).toHaveCount(9);
    await expect(page.getByRole('figure', { name: 'Subscribers gained' })).toBeVisible();
    const range = page.getByLabel('Period of Average sessions', { exact: true });
    await expect(range.locator('option')).toHaveText(['Last 28 Days', 'Last Month', 'Last Year']);
    await range.selectOption('Last Year');
    await expect(page.getByText('compared with the last year before')).toBeVisible();
  });

  test('the e-commerce dashboard renders its charts', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/dashboard/ecommerce', /commerce/i);
    await expect(page.locator('.apexcharts-canvas')).toHaveCount(9);
    await expect(page.getByRole('heading', { name: 'Revenue report' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Goal overview: 83%' })).toBeVisible();
  });
});

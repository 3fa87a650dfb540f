import { test, expect } from '../fixtures.ts';
import { ContentPages } from '../pages/content-pages.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 120_000 });

test.describe('pricing', () => {
  test('shows monthly prices and switches to yearly: 40 a month billed 480', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const pages = new ContentPages(page);
    await pages.open('/pages/pricing', 'Pricing');

    const standard = page.getByTestId('price-standard');
    const enterprise = page.getByTestId('price-enterprise');
    await expect(standard).toContainText('$49');
    await expect(enterprise).toContainText('$99');
    await expect(page.getByTestId('price-basic')).toContainText('Free');
    await expect(page.getByText('Popular', { exact: true })).toBeVisible();

    await page.getByRole('switch', { name: 'Bill annually' }).check();
    await expect(standard).toContainText('$40');
    await expect(standard).toContainText('$480 billed yearly');
    await expect(enterprise).toContainText('$80');
    await expect(enterprise).toContainText('$960 billed yearly');

    await page.getByRole('button', { name: 'Upgrade' }).first().click();
    await pages.expectToast('You chose the Standard plan');

    await expect(page.getByText(/14-day FREE trial/)).toBeVisible();
    const question = page.getByRole('button', {
      name: 'Can I change plans during a recruitment season?',
    });
    await question.click();
    await expect(page.getByText(/You can upgrade at any time/)).toBeVisible();
  });
});

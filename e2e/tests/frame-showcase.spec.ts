import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { cartCount, openScreen } from '../pages/biz-apps.ts';
import { Frame } from '../pages/frame.ts';
import { apiLogin, loginAs } from '../session.ts';

/** Sets the service's template showcase through the API, as staff. */
async function setShowcase(request: APIRequestContext, showcase: boolean): Promise<void> {
  const { accessToken } = await apiLogin(request, 'admin');
  const res = await request.patch('/api/v1/settings', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { showcase },
  });
  expect(res.status()).toBe(200);
}

test.describe('the product frame and the template showcase', () => {
  test.describe.configure({ timeout: 120_000 });
  // The demo seed has the showcase on; every test leaves it on for the rest of the suite.
  test.afterEach(async ({ request }) => setShowcase(request, true));

  test('staff switch the showcase off and on; off, the frame shows only the careers product', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    // On (demo seed): the demos sit in one "Template showcase" section.
    await expect(frame.menu.getByText('Template showcase', { exact: true })).toBeVisible();
    await frame.menu.getByRole('button', { name: 'Apps', exact: true }).click();
    await expect(frame.menu.locator('a[href="/apps/email"]')).toBeVisible();
    await expect(frame.navbar.getByRole('button', { name: /^Cart, items: \d+$/ })).toBeVisible();

    // Staff switch it off from their account screen.
    await frame.navbar.locator('.dropdown-user-link').click();
    await frame.navbar.getByRole('link', { name: 'Account and settings' }).click();
    const toggle = page.getByRole('switch', { name: 'Show the template showcase' });
    await expect(toggle).toBeChecked();
    // Saved on the server first, then shown (the switch follows the saved setting).
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(frame.menu.getByText('Template showcase', { exact: true })).toHaveCount(0);
    await expect(frame.menu.locator('a[href^="/apps/"]')).toHaveCount(0);
    await expect(frame.menu.locator('a[href="/careers/vacancies"]')).toBeVisible();
    await expect(frame.navbar.getByRole('button', { name: /^Cart/ })).toHaveCount(0);

    // Off survives a reload (it is the service's setting), and the demos are not found by URL.
    await frame.open('/apps/email');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await frame.open('/');
    await expect(page).toHaveURL(/\/careers\/dashboard$/);
    await expect(frame.menu.locator('a[href^="/apps/"]')).toHaveCount(0);

    // The bell shows no sample tips.
    await frame.navbar.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText('Welcome to the careers dashboard')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // On again: the showcase is back in the menu.
    await frame.open('/careers/account');
    await page.getByRole('switch', { name: 'Show the template showcase' }).click();
    await expect(frame.menu.getByText('Template showcase', { exact: true })).toBeVisible();
  });

  test('students see the portal frame: no cart, no showcase, no sample tips', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'candidate');
    const frame = new Frame(page);
    await frame.open('/portal/vacancies');
    await expect(frame.menu.locator('a[href="/portal/vacancies"]')).toBeVisible();
    await expect(frame.menu.getByText('Template showcase', { exact: true })).toHaveCount(0);
    await expect(frame.navbar.getByRole('button', { name: /^Cart/ })).toHaveCount(0);
    await frame.navbar.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByText('Welcome to the careers dashboard')).toHaveCount(0);
  });

  test('a new invoice and an edited one keep their changes for the visit', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/invoice/add', 'Add');
    await page.getByLabel('Invoice to', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Item 1', { exact: true }).fill('Zephyr stand hire');
    await page.getByLabel('Cost 1', { exact: true }).fill('250');
    await page.getByLabel('Qty 1', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
    const id = /(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect(page.getByText(`Invoice #${id} saved.`)).toBeVisible();
    await expect(page.locator('#main-content')).toContainText('Zephyr stand hire');
    await expect(page.locator('#main-content')).toContainText('$500.00');

    // An edit shows in the preview (the sample API keeps changes for the visit: no reload).
    await page.locator('#main-content').getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Qty 1', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${id}$`));
    await expect(page.locator('#main-content')).toContainText('$750.00');

    // And in the list.
    const frame = new Frame(page);
    for (const name of ['Apps', 'Invoice']) {
      const group = frame.menu.getByRole('button', { name, exact: true });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    }
    await frame.menuLink('List').click();
    const table = page.getByRole('table', { name: 'Invoices' });
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Zephyr stand');
    await expect(table.getByRole('link', { name: `#${id}`, exact: true })).toBeVisible();
  });

  test('the navbar cart badge follows quantity changes at checkout', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await openScreen(page, '/apps/ecommerce/checkout', 'Checkout');
    const items = page.getByRole('list', { name: 'Items in your cart' });
    const quantity = items.getByRole('spinbutton').first();
    await expect(quantity).toBeVisible();
    const before = await cartCount(page);
    const was = Number(await quantity.inputValue());
    const next = was >= 9 ? was - 1 : was + 1;
    await quantity.fill(String(next));
    await expect.poll(() => cartCount(page)).toBe(before - was + next);
  });
});

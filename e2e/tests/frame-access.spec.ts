import { test, expect } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

test.describe('menus and guards by ability', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin sees the careers and sample areas, not the portal', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    await expect(frame.menu.locator('a[href="/careers/vacancies"]')).toBeVisible();
    // The demos sit in the "Template showcase" (on in the demo seed), one group per area.
    await frame.menu.getByRole('button', { name: 'Apps', exact: true }).click();
    await expect(frame.menu.locator('a[href="/apps/email"]')).toBeVisible();
    await frame.menu.getByRole('button', { name: 'Others', exact: true }).click();
    await expect(frame.menu.locator('a[href="/access-control"]')).toBeVisible();
    await expect(frame.menu.locator('a[href^="/portal/"]')).toHaveCount(0);
    await expect(frame.menuLink('Dashboard')).toHaveAttribute('aria-current', 'page');
  });

  test('a candidate sees only the portal', async ({ page, request }) => {
    await loginAs(page, request, 'candidate');
    const frame = new Frame(page);
    await frame.open('/portal/vacancies');
    await expect(frame.menu.locator('a[href="/portal/vacancies"]')).toBeVisible();
    await expect(frame.menu.locator('a[href="/portal/documents"]')).toBeVisible();
    await expect(frame.menu.locator('a[href^="/careers/"]')).toHaveCount(0);
    await expect(frame.menu.locator('a[href^="/apps/"]')).toHaveCount(0);
    await expect(frame.menu.locator('a[href="/access-control"]')).toHaveCount(0);
  });

  test('visitors go to /login with the path to come back to', async ({ page }) => {
    await page.goto('/apps/email?folder=spam');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fapps%2Femail%3Ffolder%3Dspam$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  });

  test('misc and sample auth pages stay open to visitors', async ({ page }) => {
    for (const path of ['/misc/coming-soon', '/misc/maintenance', '/pages/login-basic']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('logged-in users leave /login and /register for their home', async ({ page, request }) => {
    await loginAs(page, request, 'candidate');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/portal\/vacancies$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/portal\/vacancies$/);
  });

  test('an admin visiting /login lands on the careers dashboard', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/careers\/dashboard$/);
  });

  test('without read on the subject: /misc/not-authorized', async ({ page, request }) => {
    await loginAs(page, request, 'candidate');
    for (const path of ['/careers/vacancies', '/apps/email', '/access-control']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    }
    await expect(page.getByRole('heading', { name: 'You are not authorized!' })).toBeVisible();
  });

  test('access control shows the rules of the current ability', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await new Frame(page).open('/access-control');
    const rules = page.getByRole('table', { name: 'Your ability rules' });
    // A header row, manage all, and not the candidates' nor the employers' portal menu.
    await expect(rules.getByRole('row')).toHaveCount(4);
    await expect(rules).toContainText('manage');
    await expect(page.getByRole('heading', { name: 'You can read access control' })).toBeVisible();
  });

  test('home: the e-commerce dashboard for admins, the portal for candidates', async ({
    page,
    request,
  }) => {
    await loginAs(page, request, 'admin');
    await new Frame(page).open('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByText('This screen is part of a later release')).toHaveCount(0);
    await page.context().clearCookies();
    const other = await page.context().newPage();
    await loginAs(other, request, 'candidate');
    await other.goto('/');
    await expect(other).toHaveURL(/\/portal\/vacancies$/, { timeout: 20_000 });
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/screen')).toBeVisible();
  });
});

import { test, expect } from '../fixtures.ts';
import { Frame } from '../pages/frame.ts';
import { loginAs } from '../session.ts';

test.describe('frame theme and layout', () => {
  // Several full page loads each on a busy two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('skin, direction and menu collapse survive a reload', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    await expect(frame.html).toHaveAttribute('data-bs-theme', 'light');
    await expect(frame.html).toHaveAttribute('dir', 'ltr');

    const panel = await frame.openCustomizer();
    await panel.getByRole('group', { name: 'Skin' }).getByLabel('Dark', { exact: true }).check();
    await panel.getByLabel('Right to left').check();
    await panel.getByLabel('Menu collapsed').check();
    await frame.closeCustomizer();
    await expect(frame.html).toHaveAttribute('data-bs-theme', 'dark');
    await expect(frame.html).toHaveAttribute('dir', 'rtl');
    await expect(frame.frame()).toHaveClass(/menu-collapsed/);

    await page.reload();
    await page.locator('#main-content').waitFor();
    await expect(frame.html).toHaveAttribute('data-bs-theme', 'dark');
    await expect(frame.html).toHaveAttribute('dir', 'rtl');
    await expect(frame.frame()).toHaveClass(/menu-collapsed/);
    // Mirrored: the menu sits on the right.
    const box = await page.locator('.main-menu').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x > width / 2).toBe(true);
  });

  test('the customizer changes the layout live', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/careers/dashboard');
    await expect(frame.frame()).toHaveClass(/layout-vertical/);
    await expect(frame.frame()).toHaveClass(/navbar-floating/);
    await expect(frame.frame()).toHaveClass(/content-boxed/);

    const panel = await frame.openCustomizer();
    await panel.getByLabel('Horizontal').check();
    await expect(frame.frame()).toHaveClass(/layout-horizontal/);
    await expect(page.locator('nav.horizontal-menu')).toBeVisible();
    await panel.getByRole('group', { name: 'Navbar type' }).getByLabel('Sticky').check();
    await expect(frame.frame()).toHaveClass(/navbar-sticky/);
    await panel.getByRole('radio', { name: 'Primary' }).click();
    await expect(frame.navbar).toHaveClass(/bg-primary/);
    await panel.getByLabel('Full width').check();
    await expect(frame.frame()).toHaveClass(/content-full/);
    await panel.getByRole('group', { name: 'Footer type' }).getByLabel('Hidden').check();
    await expect(page.locator('footer.footer')).toHaveCount(0);
    await panel.getByRole('group', { name: 'Skin' }).getByLabel('Bordered').check();
    await expect(frame.html).toHaveAttribute('data-skin', 'bordered');
    await panel.getByLabel('Page transition').selectOption('zoomIn');
    await frame.closeCustomizer();

    // The horizontal menu navigates too.
    const top = page.locator('nav.horizontal-menu');
    await top.getByRole('button', { name: 'Careers' }).click();
    await top.getByRole('link', { name: 'Vacancies' }).click();
    await expect(page).toHaveURL(/\/careers\/vacancies$/);
    await expect(page.locator('.router-transition')).toHaveClass(/transition-zoomIn/);
  });

  test('a route meta collapses or hides the menu while it is shown', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    const frame = new Frame(page);
    await frame.open('/page-layout/collapse-menu');
    await expect(frame.frame()).toHaveClass(/menu-collapsed/);
    await frame.open('/page-layout/without-menu');
    await expect(frame.frame()).toHaveClass(/menu-hidden/);
    await expect(page.locator('.main-menu')).toHaveCount(0);
    await frame.open('/careers/dashboard');
    await expect(frame.frame()).toHaveClass(/menu-expanded/);
  });
});

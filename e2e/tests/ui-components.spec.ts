import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import { loginAs } from '../session.ts';

test.describe.configure({ timeout: 180_000 });

const ROUTES: [slug: string, title: string][] = [
  ['accordion', 'Accordion'],
  ['alerts', 'Alerts'],
  ['auto-complete', 'Auto Complete'],
  ['avatar', 'Avatar'],
  ['badges', 'Badges'],
  ['blockui', 'BlockUI'],
  ['breadcrumbs', 'Breadcrumbs'],
  ['buttons', 'Buttons'],
  ['carousel', 'Carousel'],
  ['collapse', 'Collapse'],
  ['divider', 'Divider'],
  ['dropdowns', 'Dropdowns'],
  ['list-group', 'List Group'],
  ['modals', 'Modals'],
  ['nav-component', 'Navs Component'],
  ['offcanvas', 'OffCanvas'],
  ['pagination', 'Pagination'],
  ['pill-badges', 'Pill Badges'],
  ['pills-component', 'Pills Component'],
  ['popovers', 'Popovers'],
  ['progress', 'Progress'],
  ['spinners', 'Spinners'],
  ['tabs-component', 'Tabs Component'],
  ['timeline', 'Timeline'],
  ['toasts', 'Toasts'],
  ['tooltips', 'Tooltips'],
];

/** Opens a showcase screen and waits for its title (the first load parses the app). */
async function open(page: Page, slug: string) {
  const title = ROUTES.find(([s]) => s === slug)?.[1] ?? slug;
  await page.goto(`/components/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible({
    timeout: 60_000,
  });
  // Every showcase screen is a grid of titled example cards.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
}

test.describe('UI component showcases', () => {
  test('every component screen loads with its title and example cards', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    await loginAs(page, request, 'admin');
    for (const [slug] of ROUTES) {
      await open(page, slug);
      expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
    }
  });

  test('a modal opens and closes, and the form in a modal validates', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'modals');
    await page.getByRole('button', { name: 'Review the interview request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Interview request' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Invite an employer' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite an employer' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('This field is required.')).toHaveCount(2);
    await invite.getByLabel('Company name').fill('Cobalt Cloud');
    await invite.getByLabel("Recruiter's email").fill('not-an-email');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Enter a valid email address.')).toBeVisible();
    await invite.getByLabel("Recruiter's email").fill('jobs@cobalt.example');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByText('Invitation sent to Cobalt Cloud.')).toBeVisible();
  });

  test('an offcanvas panel opens and closes', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'offcanvas');
    await page.getByRole('button', { name: 'Filter vacancies' }).click();
    const panel = page.getByRole('dialog', { name: 'Filter vacancies' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Sector')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test('an alert is dismissed and brought back', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'alerts');
    const reminder = page.getByText(/Meridian Bank graduate scheme close in 2 days/);
    await expect(reminder).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss the reminder' }).click();
    await expect(reminder).toBeHidden();
    await page.getByRole('button', { name: 'Show the reminder again' }).click();
    await expect(reminder).toBeVisible();
  });

  test('auto-complete suggests job titles and selects one', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'auto-complete');
    const field = page.getByRole('combobox', { name: 'Job title', exact: true });
    await field.fill('analy');
    const option = page.getByRole('option', { name: 'Data Analyst', exact: true });
    await expect(option).toBeVisible({ timeout: 15_000 });
    await option.click();
    await expect(field).toHaveValue('Data Analyst');
    await expect(page.getByText('Selected: Data Analyst')).toBeVisible();

    // The minimum-length example stays quiet until three letters are typed.
    const min = page.getByRole('combobox', { name: 'Job title (3 letters or more)' });
    await min.fill('da');
    await expect(page.getByRole('option')).toHaveCount(0);
    await min.fill('data');
    await expect(page.getByRole('option', { name: 'Data Scientist' })).toBeVisible();
  });

  test('block UI covers a card with an overlay, then clears it', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'blockui');
    await page.getByRole('button', { name: 'Refresh the statistics' }).click();
    const overlay = page.locator('.uc-block-overlay').filter({ hasText: 'Loading…' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toBeHidden({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Refresh the statistics' })).toBeEnabled();
  });

  test('toasts appear at a chosen position and stack', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'toasts');
    await page
      .getByRole('combobox', { name: 'Position', exact: true })
      .selectOption('bottom-start');
    await page.getByRole('button', { name: 'Show toast' }).click();
    await expect(page.getByText('A new vacancy matches your saved search.')).toBeVisible();

    await page.getByRole('button', { name: 'Add a notification' }).click();
    await page.getByRole('button', { name: 'Add a notification' }).click();
    await expect(page.getByText(/viewed your profile\./)).toHaveCount(2);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByText(/viewed your profile\./)).toHaveCount(0);
  });

  test('tooltips appear on hover and on keyboard focus', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'tooltips');
    await page.getByRole('button', { name: 'Hover or focus' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText('Shown on hover or keyboard focus');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await page.getByRole('button', { name: 'Focus only' }).focus();
    await expect(page.getByRole('tooltip')).toHaveText('Shown while the button has focus');
  });

  test('tabs switch their panels', async ({ page, request }) => {
    await loginAs(page, request, 'admin');
    await open(page, 'tabs-component');
    const first = page.getByRole('tablist').first();
    await expect(first.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await first.getByRole('tab', { name: 'Requirements' }).click();
    await expect(first.getByRole('tab', { name: 'Requirements' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel').first()).toContainText('some programming experience');
  });
});

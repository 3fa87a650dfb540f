import { expect as baseExpect, test } from '../fixtures.ts';
import { CalendarApp, isoDay } from '../pages/apps-calendar.ts';
import { loginAs } from '../session.ts';

// The sample apps load the sample-data API in the browser; a loaded two-core machine needs time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ timeout: 120_000 });

test.describe('calendar app', () => {
  test.beforeEach(async ({ page, request }) => {
    await loginAs(page, request, 'admin');
  });

  test('adds an event, drags it to another day and removes it', async ({ page }) => {
    const app = new CalendarApp(page);
    await app.open();
    const title = 'Employer breakfast';
    await page.getByRole('button', { name: 'Add event' }).click();
    await app.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(app.dialog.getByText('Enter a title.')).toBeVisible();
    await app.dialog.getByLabel('Title').fill(title);
    await app.dialog.getByLabel('Category').selectOption('Business');
    await app.dialog.getByLabel('Location').fill('Careers Hub');
    await app.dialog.getByLabel('Guests').fill('a');
    await app.dialog
      .getByRole('list', { name: 'Matching people' })
      .getByRole('button')
      .first()
      .click();
    await expect(
      app.dialog.getByRole('list', { name: 'Chosen guests' }).getByRole('listitem'),
    ).toHaveCount(1);
    await app.dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(app.dialog).toBeHidden();

    const today = new Date();
    await expect(app.day(isoDay(today)).locator('.fc-event', { hasText: title })).toBeVisible();

    // Another day of the same month view: tomorrow, or yesterday at the end of a month.
    const target = new Date(today);
    target.setDate(today.getDate() + (today.getDate() > 25 ? -1 : 1));
    await app.event(title).dragTo(app.day(isoDay(target)).locator('.fc-daygrid-day-frame'));
    await expect(app.day(isoDay(target)).locator('.fc-event', { hasText: title })).toBeVisible();
    await expect(app.day(isoDay(today)).locator('.fc-event', { hasText: title })).toHaveCount(0);

    // The move was saved: reopening shows the new day and the extra fields.
    await app.event(title).click();
    await expect(app.dialog.getByLabel('Start')).toHaveValue(isoDay(target));
    await expect(app.dialog.getByLabel('Location')).toHaveValue('Careers Hub');
    await app.dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(app.dialog).toBeHidden();
    await expect(app.event(title)).toHaveCount(0);
  });

  test('in Arabic, an English event title too long for its day is cut at its end', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('language', 'ar');
      window.localStorage.setItem('direction', '"rtl"');
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    const app = new CalendarApp(page);
    await app.open();
    const title = app.event('CV clinic drop-in').locator('.fc-event-title');
    await expect(title).toBeVisible();
    const shown = await title.evaluate((el) => {
      const range = document.createRange();
      range.setStart(el.firstChild!, 0);
      range.setEnd(el.firstChild!, 1);
      return {
        overflows: el.scrollWidth > el.clientWidth,
        // The title's first letter lies inside the title's box, not clipped off its start.
        firstLetterShown:
          range.getBoundingClientRect().left >= el.getBoundingClientRect().left - 0.5,
      };
    });
    expect(shown).toEqual({ overflows: true, firstLetterShown: true });
  });

  test('filters by category, with View all', async ({ page }) => {
    const app = new CalendarApp(page);
    await app.open();
    await expect(app.event('CV clinic drop-in')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Other' }).uncheck();
    await expect(app.event('CV clinic drop-in')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'View all' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'View all' }).check();
    await expect(app.event('CV clinic drop-in')).toBeVisible();
    await page.getByRole('checkbox', { name: 'View all' }).uncheck();
    await expect(page.locator('.fc-event')).toHaveCount(0);
  });

  test('switches between month, week, day and list views', async ({ page }) => {
    const app = new CalendarApp(page);
    await app.open();
    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page.locator('.fc-timeGridWeek-view')).toBeVisible();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(page.locator('.fc-timeGridDay-view')).toBeVisible();
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.locator('.fc-listMonth-view')).toBeVisible();
    await expect(page.getByText('CV clinic drop-in')).toBeVisible();
  });
});

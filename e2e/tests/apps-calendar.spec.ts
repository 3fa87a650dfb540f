import type { Page } from '@playwright/test';
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

  for (const { name, language, direction } of [
    { name: 'in English', language: 'en', direction: 'ltr' },
    { name: 'in Arabic, right to left', language: 'ar', direction: 'rtl' },
  ]) {
    test(`${name}, the first paint draws the month where FullCalendar then draws it`, async ({
      page,
    }) => {
      await page.addInitScript(
        ([lang, dir]) => {
          window.localStorage.setItem('language', lang!);
          window.localStorage.setItem('direction', JSON.stringify(dir));
        },
        [language, direction],
      );
      // Loaded once with frame callbacks stopped once the preview is in: FullCalendar, mounted in
      // the task after the preview's paint, never comes, and the preview stays to be measured.
      await page.addInitScript(() => {
        if (!window.location.search.includes('hold-preview')) return;
        const frame = window.requestAnimationFrame.bind(window);
        window.requestAnimationFrame = (callback) =>
          document.querySelector('.calendar-month-preview') ? 0 : frame(callback);
      });
      await page.goto('/apps/calendar?hold-preview');
      await expect(page.locator('.calendar-month-preview .fc-event').first()).toBeVisible();
      await expect(page.locator('.calendar-month-preview')).toHaveAttribute('inert', '');
      const preview = await drawn(page, '.calendar-month-preview');

      await new CalendarApp(page).open();
      await expect(page.locator('.calendar-month-preview')).toHaveCount(0);
      const calendar = await drawn(page, '.calendar-main > .fc');
      expect(preview.map((p) => p.text)).toEqual(calendar.map((c) => c.text));
      expect(calendar.filter((c) => c.text.startsWith('event ')).length).toBeGreaterThan(5);
      // Every event, day number, header and button at the same place and size, to 3 px.
      const moved = preview.filter((p, i) => {
        const c = calendar[i]!;
        return ['x', 'y', 'width', 'height'].some((k) => Math.abs(p[k as 'x'] - c[k as 'x']) > 3);
      });
      expect(moved).toEqual([]);
    });
  }
});

/** What a user sees of a drawn month: each event, day number, title and button, with its box. */
async function drawn(page: Page, root: string) {
  return page.locator(root).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [
      ...el.querySelectorAll(
        '.fc-event, .fc-daygrid-day-number, .fc-toolbar-title, .fc-button, .fc-col-header-cell-cushion, .fc-more-link',
      ),
    ]
      .filter(
        (e) => !e.closest('[aria-hidden="true"]') && getComputedStyle(e).visibility !== 'hidden',
      )
      .map((e) => {
        const { x, y, width, height } = e.getBoundingClientRect();
        const kind = e.classList.contains('fc-event') ? 'event ' : '';
        // From the calendar's own corner: where the page's frame puts the calendar is not its to say.
        return {
          text: kind + (e.textContent ?? '').trim(),
          x: x - box.x,
          y: y - box.y,
          width,
          height,
        };
      });
  });
}

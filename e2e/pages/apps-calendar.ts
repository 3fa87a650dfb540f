import type { Locator, Page } from '@playwright/test';

/** The calendar app: category filters, FullCalendar and the event dialog. */
export class CalendarApp {
  constructor(readonly page: Page) {}

  /** Opens the calendar and waits for FullCalendar itself (its first paint is an inert preview). */
  async open(): Promise<void> {
    await this.page.goto('/apps/calendar');
    await this.page
      .locator('.calendar-main > .fc:not(.calendar-month-preview) .fc-daygrid-body')
      .waitFor();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  event(title: string): Locator {
    return this.page.locator('.fc-event', { hasText: title });
  }

  day(isoDay: string): Locator {
    return this.page.locator(`.fc-daygrid-day[data-date="${isoDay}"]`);
  }
}

export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

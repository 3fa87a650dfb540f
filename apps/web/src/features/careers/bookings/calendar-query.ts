import { appointmentTypes, type AppointmentType } from '@careers/contracts';
import type { SlotWindow } from '../../../core/api/bookings.ts';
import { isoToZonedInput, zonedInputToIso } from '../../../core/format/zoned-input.ts';

// What the staff calendar asks the API for, read from its address: the filter (whose slots, what
// for), the view and day it opens on, and the window of time that view shows. Plain functions,
// so the route's preload (preloads.ts) asks for exactly what the screen will.

/** What the calendar shows: whose slots, and what for (?host=all&for=cv_review&vacancy=…). */
export interface CalendarFilter {
  /** Every member of staff's slots, or only the signed-in member's (the default). */
  everyone: boolean;
  /** Interviews, one type of appointment, or everything (''). */
  what: '' | 'interview' | AppointmentType;
  /** With interviews: one vacancy's, or every vacancy's (''). */
  vacancyId: string;
}

const isWhat = (value: string | null): value is CalendarFilter['what'] =>
  value === 'interview' || appointmentTypes.some((a) => a === value);

/** The filter the address holds; anything unknown falls back to the default. */
export function filterFrom(search: URLSearchParams): CalendarFilter {
  const what = search.get('for');
  const valid = isWhat(what) ? what : '';
  return {
    everyone: search.get('host') === 'all',
    what: valid,
    vacancyId: valid === 'interview' ? (search.get('vacancy') ?? '') : '',
  };
}

/** The slots list's query parameters for a filter (the server filters; `slots_host_admin_idx`). */
export function slotQuery(
  filter: CalendarFilter,
  myId: string | null,
): Omit<SlotWindow, 'from' | 'to'> {
  const query: Omit<SlotWindow, 'from' | 'to'> = {};
  if (!filter.everyone && myId) query.hostAdminId = myId;
  if (filter.what === 'interview') {
    query.purpose = 'interview';
    if (filter.vacancyId) query.vacancyId = filter.vacancyId;
  } else if (filter.what) {
    query.purpose = 'appointment';
    query.appointmentType = filter.what;
  }
  return query;
}

/** The calendar's views, as FullCalendar names them; the first is where it opens. */
export const CALENDAR_VIEWS = ['timeGridWeek', 'timeGridDay', 'dayGridMonth', 'listMonth'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The view and day the address opens (?date=2026-12-10&view=timeGridDay); today in a week. */
export function initialPlace(search: URLSearchParams): { date?: string; view: CalendarView } {
  const date = search.get('date') ?? '';
  return {
    date: DAY.test(date) ? date : undefined,
    view: CALENDAR_VIEWS.find((v) => v === search.get('view')) ?? CALENDAR_VIEWS[0],
  };
}

/** The first day of a week in each language, as FullCalendar's locales have it (English: Sunday). */
const FIRST_DAY: Record<string, number> = { en: 0, fr: 1, de: 1, pt: 1, ar: 6 };

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The window of time a week or day view opens on, as FullCalendar gives it to `datesSet`: from
 * midnight of its first day to midnight after its last, in the service's time zone, as instants.
 * Known before FullCalendar has drawn, it lets the slots be asked for with the screen's code, and
 * the first render draw them. Null for the month and list views (their windows follow the
 * month's weeks): those ask once FullCalendar has drawn.
 */
export function initialSlotWindow({
  view,
  date,
  language,
  timeZone,
  now = new Date(),
}: {
  view: CalendarView;
  date?: string;
  language: string;
  timeZone: string;
  now?: Date;
}): Pick<SlotWindow, 'from' | 'to'> | null {
  if (view !== 'timeGridWeek' && view !== 'timeGridDay') return null;
  const day = date ?? isoToZonedInput(now.toISOString(), timeZone).slice(0, 10);
  if (!DAY.test(day)) return null;
  let first = day;
  let days = 1;
  if (view === 'timeGridWeek') {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    first = addDays(day, -((weekday - (FIRST_DAY[language] ?? 0) + 7) % 7));
    days = 7;
  }
  const from = zonedInputToIso(`${first}T00:00`, timeZone);
  const to = zonedInputToIso(`${addDays(first, days)}T00:00`, timeZone);
  return from && to ? { from, to } : null;
}

/**
 * The slots query the calendar opens with for an address, a member of staff, a language and the
 * service's time zone; null when it can only be known once FullCalendar has drawn.
 */
export function initialSlotQuery(
  search: URLSearchParams,
  myId: string | null,
  context: { language: string; timeZone: string; now?: Date },
): SlotWindow | null {
  const window = initialSlotWindow({ ...initialPlace(search), ...context });
  return window && { ...window, ...slotQuery(filterFrom(search), myId) };
}

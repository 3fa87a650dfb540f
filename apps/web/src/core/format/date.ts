import { keptFormats } from './kept.ts';

/** What a date shows when there is none (or it cannot be read). */
export const NO_DATE = '—';

/** The service's zone until GET /api/v1/settings answers (the server's TIME_ZONE default). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

/** Who reads the date and where the service keeps its calendar. */
export interface DateFormatContext {
  /** The reader's language (i18n.language). */
  language: string;
  /** The service's IANA time zone: a day is the service's day, wherever the reader is. */
  timeZone: string;
}

/** A date format for a language, made once and kept: a list formats a date per row. */
export const dateTimeFormat = keptFormats(
  (language: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, options),
);

/** A 'YYYY-MM-DD' calendar day as itself in any time zone; null when it is not one. */
export function calendarDay(day: string): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d)) : null;
}

function format(
  iso: string | null | undefined,
  { language, timeZone }: DateFormatContext,
  options: Intl.DateTimeFormatOptions,
): string {
  if (!iso) return NO_DATE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  return dateTimeFormat(language, { ...options, timeZone }).format(date);
}

/** A day: "21 Nov 2026", "Nov 21, 2026", "٢١‏/١١‏/٢٠٢٦"… in the reader's language. */
export function formatDate(iso: string | null | undefined, context: DateFormatContext): string {
  return format(iso, context, { dateStyle: 'medium' });
}

/** A day and its time of day. */
export function formatDateTime(iso: string | null | undefined, context: DateFormatContext): string {
  return format(iso, context, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A day of the current stretch of time, as a chart axis shows it: "26 Oct", "Oct 26". */
export function formatDayMonth(iso: string | null | undefined, context: DateFormatContext): string {
  return format(iso, context, { day: 'numeric', month: 'short' });
}

/** A time of day with the zone's short name: "10:00 AM GMT", "10:00 UTC+1"… */
export function formatTimeZoned(
  iso: string | null | undefined,
  context: DateFormatContext,
): string {
  return format(iso, context, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

/** A day and time with the zone's short name: "Dec 3, 2026, 10:00 AM GMT". */
export function formatDateTimeZoned(
  iso: string | null | undefined,
  context: DateFormatContext,
): string {
  return format(iso, context, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** The reader's own time zone (the browser's). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

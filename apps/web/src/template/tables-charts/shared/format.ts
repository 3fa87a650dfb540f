import { calendarDay, dateTimeFormat } from '../../../core/format/date.ts';
import { numberFormat } from '../../../core/format/number.ts';

/** Money in pounds, whole numbers, in the reader's language (salaries in tables and charts). */
export function formatSalary(value: number, lng: string): string {
  return numberFormat(lng, {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(value);
}

/** A 'YYYY-MM-DD' day as a short date in the reader's language (no time-zone shift). */
export function formatDay(day: string, lng: string): string {
  const date = calendarDay(day);
  if (!date) return day;
  return dateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

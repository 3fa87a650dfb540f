import { dateTimeFormat } from '../../../core/format/date.ts';

/** A list's time stamp: today's show the time, older ones the day and month. */
export function shortTime(iso: string, lng: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return dateTimeFormat(
    lng,
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' },
  ).format(date);
}

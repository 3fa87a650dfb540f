import type { Vacancy } from '@careers/contracts';
import { formatMoneyRange } from '../../core/ui/money.ts';
import { numberFormat } from '../../core/format/number.ts';

const DAY = 24 * 60 * 60 * 1000;

/** Whole days left before a deadline (0 on its last day, negative once past). */
export function daysLeft(closesAt: string, now = new Date()): number {
  return Math.floor((new Date(closesAt).getTime() - now.getTime()) / DAY);
}

/** "in 5 days", "tomorrow", "today" in the UI language. */
export function closesIn(closesAt: string, language: string, now = new Date()): string {
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const ms = new Date(closesAt).getTime() - now.getTime();
  if (ms < DAY) {
    const hours = Math.max(0, Math.ceil(ms / (60 * 60 * 1000)));
    return rtf.format(hours, 'hour');
  }
  return rtf.format(daysLeft(closesAt, now), 'day');
}

export function formatSalary(salary: Vacancy['salary'], language: string): string | null {
  return salary ? formatMoneyRange(salary.min, salary.max, salary.currency, language) : null;
}

export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(language, {
    style: 'unit',
    unit: units[unit],
    // "854 bytes", but "1.2 kB": the short form of byte is "byte" in English, whatever the number.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

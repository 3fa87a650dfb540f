import i18n from 'i18next';
import { formatMoneyRange } from '../../../core/ui/money.ts';

function locale(): string {
  return i18n.language || 'en';
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(date);
}

/** A day of the current stretch of time, as a chart axis shows it: "26 Oct", "Oct 26". */
export function formatDayMonth(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'short' }).format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

export function formatNumber(value: number, digits = 0): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: digits }).format(value);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** A salary band as people read it: see core/ui/money.ts. */
export function formatSalaryRange(min: number, max: number, currency: string): string {
  return formatMoneyRange(min, max, currency, locale());
}

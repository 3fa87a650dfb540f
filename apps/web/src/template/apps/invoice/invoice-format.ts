import type { InvoiceStatus } from '../../../fake-api/types.ts';
import { calendarDay, dateTimeFormat } from '../../../core/format/date.ts';
import { numberFormat } from '../../../core/format/number.ts';

const STATUS_KEYS: Record<InvoiceStatus, string> = {
  Paid: 'paid',
  Downloaded: 'downloaded',
  Sent: 'sent',
  Draft: 'draft',
  'Partial Payment': 'partialPayment',
  'Past Due': 'pastDue',
};

/** Translation key of a status: 'invoiceApp.status.partialPayment'. */
export function statusKey(status: InvoiceStatus): string {
  return `invoiceApp.status.${STATUS_KEYS[status]}`;
}

export function formatMoney(amount: number, language: string): string {
  return numberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);
}

/** 'YYYY-MM-DD' → '14 Oct 2021' in the UI language (read as a calendar day, no time zone shift). */
export function formatDay(day: string, language: string): string {
  const date = calendarDay(day);
  if (!date) return day;
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

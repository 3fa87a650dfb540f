import type { InvoiceStatus } from '../../../fake-api/types.ts';

export const INVOICE_STATUSES: InvoiceStatus[] = [
  'Paid',
  'Downloaded',
  'Sent',
  'Draft',
  'Partial Payment',
  'Past Due',
];

export interface InvoiceParams {
  q: string;
  status: InvoiceStatus | '';
  perPage: number;
  page: number;
  sort: 'asc' | 'desc';
  sortColumn: string;
}

export const DEFAULT_INVOICE_PARAMS: InvoiceParams = {
  q: '',
  status: '',
  perPage: 10,
  page: 1,
  sort: 'desc',
  sortColumn: 'id',
};

/** '$1,240.50' → 1240.5; 0 → 0. */
export function balanceAmount(balance: 0 | string): number {
  return typeof balance === 'number' ? balance : Number(balance.replace(/[$,]/g, ''));
}

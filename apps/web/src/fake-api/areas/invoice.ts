import { INVOICE_STATUSES, paymentDetailsFor } from '../data/invoices.ts';
import type { FakeDb } from '../db.ts';
import { ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  page,
  pageQuery,
  sortBy,
  type SortValue,
} from '../lib/query.ts';
import { del, get, type Route } from '../lib/route.ts';
import type { Invoice, InvoiceStatus, InvoicesResponse } from '../types.ts';
import { findById, removeById } from '../lib/records.ts';

export const INVOICE_SORT_COLUMNS = [
  'id',
  'client',
  'service',
  'total',
  'balance',
  'issuedDate',
  'dueDate',
  'invoiceStatus',
] as const;
export type InvoiceSortColumn = (typeof INVOICE_SORT_COLUMNS)[number];

export interface InvoiceQuery {
  q: string;
  perPage: number;
  page: number;
  status?: InvoiceStatus;
  sort: 'asc' | 'desc';
  sortColumn: InvoiceSortColumn;
}

/** '$1,240.50' → 1240.5, '-$20.00' → -20, 0 → 0. */
export function balanceAmount(balance: Invoice['balance']): number {
  return typeof balance === 'number' ? balance : Number(balance.replace(/[$,]/g, ''));
}

function sortValue(invoice: Invoice, column: InvoiceSortColumn): SortValue {
  if (column === 'client') return invoice.client.name;
  if (column === 'balance') return balanceAmount(invoice.balance);
  return invoice[column];
}

export function matchesInvoice(invoice: Invoice, q: string): boolean {
  if (q === '') return true;
  // 'paid' also finds invoices with nothing left to pay, whatever their status.
  if ('paid'.startsWith(q.toLowerCase()) && invoice.balance === 0) return true;
  const { client } = invoice;
  return [
    client.name,
    client.company,
    client.companyEmail,
    invoice.service,
    invoice.invoiceStatus,
    invoice.total,
    invoice.balance,
    invoice.id,
  ].some((value) => includesText(value, q));
}

export function listInvoices(db: FakeDb, query: InvoiceQuery): InvoicesResponse {
  const filtered = db.invoices.filter(
    (invoice) =>
      matchesInvoice(invoice, query.q) &&
      (query.status === undefined || invoice.invoiceStatus === query.status),
  );
  const sorted = sortBy(filtered, (invoice) => sortValue(invoice, query.sortColumn), query.sort);
  return {
    allData: db.invoices,
    total: sorted.length,
    invoices: page(sorted, query.perPage, query.page),
  };
}

export const invoiceRoutes: Route[] = [
  get('/apps/invoice/invoices', (db, { params }) =>
    ok(
      listInvoices(db, {
        ...pageQuery(params),
        status: enumParam(params, 'status', INVOICE_STATUSES),
        sort: enumParam(params, 'sort', ['asc', 'desc'] as const, 'desc'),
        sortColumn: enumParam(params, 'sortColumn', INVOICE_SORT_COLUMNS, 'id'),
      }),
    ),
  ),
  get('/api/invoice/invoices/:id', (db, { path }) => {
    const invoice = findById(db.invoices, idValue(path.id, 'id'), 'Invoice');
    return ok({ invoice, paymentDetails: paymentDetailsFor(invoice) });
  }),
  del('/apps/invoice/delete', (db, { params }) => {
    removeById(db.invoices, idValue(params.id, 'id'), 'Invoice');
    return ok();
  }),
  get('/api/invoice/clients', (db) => ok(db.invoices.slice(0, 5).map((i) => i.client))),
];

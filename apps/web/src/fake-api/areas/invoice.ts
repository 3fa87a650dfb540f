import { INVOICE_STATUSES, paymentDetailsFor } from '../data/invoices.ts';
import type { FakeDb } from '../db.ts';
import { FakeHttpError, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  intParam,
  page,
  type SortValue,
  sortBy,
  stringParam,
} from '../lib/query.ts';
import { del, get, type Route } from '../lib/route.ts';
import type { Invoice, InvoiceStatus, InvoicesResponse } from '../types.ts';

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

function findInvoice(db: FakeDb, id: number): Invoice {
  const invoice = db.invoices.find((i) => i.id === id);
  if (!invoice) throw new FakeHttpError(404, { message: `Invoice ${id} not found` });
  return invoice;
}

export const invoiceRoutes: Route[] = [
  get('/apps/invoice/invoices', (db, { params }) =>
    ok(
      listInvoices(db, {
        q: stringParam(params, 'q'),
        perPage: intParam(params, 'perPage', 10, 100),
        page: intParam(params, 'page', 1),
        status: enumParam(params, 'status', INVOICE_STATUSES),
        sort: enumParam(params, 'sort', ['asc', 'desc'] as const, 'desc'),
        sortColumn: enumParam(params, 'sortColumn', INVOICE_SORT_COLUMNS, 'id'),
      }),
    ),
  ),
  get('/api/invoice/invoices/:id', (db, { path }) => {
    const invoice = findInvoice(db, idValue(path.id, 'id'));
    return ok({ invoice, paymentDetails: paymentDetailsFor(invoice) });
  }),
  del('/apps/invoice/delete', (db, { params }) => {
    const invoice = findInvoice(db, idValue(params.id, 'id'));
    db.invoices.splice(db.invoices.indexOf(invoice), 1);
    return ok();
  }),
  get('/api/invoice/clients', (db) => ok(db.invoices.slice(0, 5).map((i) => i.client))),
];

import { seedInvoices } from '../data/invoices.ts';
import type { SampleArea } from '../db.ts';
import { INVOICE_STATUSES, money, paymentDetailsFor } from '../data/invoices.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, created, ok } from '../lib/http.ts';
import {
  enumParam,
  idValue,
  includesText,
  objectBody,
  pageQuery,
  sortQuery,
  sortBy,
  type SortValue,
} from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type {
  Invoice,
  InvoiceLineInput,
  InvoiceSaveInput,
  InvoiceStatus,
  InvoicesResponse,
} from '../types.ts';
import { findById, nextId } from '../lib/records.ts';
import { deleteRoute, pagedAnswer } from '../lib/crud.ts';

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
  return pagedAnswer('invoices', db.invoices, sorted, query);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The total of saved lines: subtotal, less the discount, plus tax on the rest (as the editor). */
export function savedTotal(lines: InvoiceLineInput[], discount: number, tax: number): number {
  const subtotal = cents(
    lines.reduce((sum, l) => sum + Math.max(0, l.cost) * Math.max(0, l.qty), 0),
  );
  const off = cents((subtotal * discount) / 100);
  return cents(subtotal - off + cents(((subtotal - off) * tax) / 100));
}

function parseSave(body: unknown): InvoiceSaveInput {
  const input = objectBody(
    objectBody(body, 'invoice').invoice,
    'invoice',
  ) as Partial<InvoiceSaveInput>;
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!input.client || typeof input.client.companyEmail !== 'string') {
    throw badRequest('client', 'client is required');
  }
  if (typeof input.issuedDate !== 'string' || !day.test(input.issuedDate)) {
    throw badRequest('issuedDate', 'issuedDate must be YYYY-MM-DD');
  }
  if (typeof input.dueDate !== 'string' || !day.test(input.dueDate)) {
    throw badRequest('dueDate', 'dueDate must be YYYY-MM-DD');
  }
  if (!Array.isArray(input.lines) || input.lines.length === 0) {
    throw badRequest('lines', 'lines are required');
  }
  return {
    ...(typeof input.id === 'number' ? { id: input.id } : {}),
    client: input.client,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    lines: input.lines.map((l) => ({
      name: String(l.name),
      description: String(l.description ?? ''),
      cost: Number(l.cost) || 0,
      qty: Number(l.qty) || 0,
    })),
    discount: Number(input.discount) || 0,
    tax: Number(input.tax) || 0,
    note: String(input.note ?? ''),
  };
}

/** Saves the editor's invoice for the visit: a new one joins the list, an edit replaces it. */
export function saveInvoice(db: FakeDb, input: InvoiceSaveInput): Invoice {
  const total = savedTotal(input.lines, input.discount, input.tax);
  const fields = {
    client: input.client,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    service: input.lines[0]?.name ?? '',
    total,
    lines: input.lines,
    discount: input.discount,
    tax: input.tax,
    note: input.note,
  };
  if (input.id !== undefined) {
    const invoice = findById(db.invoices, input.id, 'Invoice');
    Object.assign(invoice, fields, {
      balance: invoice.invoiceStatus === 'Paid' ? 0 : money(total),
    });
    return invoice;
  }
  const invoice: Invoice = {
    id: nextId(db.invoices),
    avatar: '',
    invoiceStatus: 'Draft',
    balance: money(total),
    ...fields,
  };
  db.invoices.push(invoice);
  return invoice;
}

export const invoiceRoutes: Route[] = [
  get('/apps/invoice/invoices', (db, { params }) =>
    ok(
      listInvoices(db, {
        ...pageQuery(params),
        status: enumParam(params, 'status', INVOICE_STATUSES),
        ...sortQuery(params, INVOICE_SORT_COLUMNS, 'id', 'desc'),
      }),
    ),
  ),
  get('/api/invoice/invoices/:id', (db, { path }) => {
    const invoice = findById(db.invoices, idValue(path.id, 'id'), 'Invoice');
    return ok({ invoice, paymentDetails: paymentDetailsFor(invoice) });
  }),
  post('/apps/invoice/save', (db, { body }) => {
    const input = parseSave(body);
    const invoice = saveInvoice(db, input);
    return input.id === undefined ? created({ invoice }) : ok({ invoice });
  }),
  deleteRoute('/apps/invoice/delete', (db) => db.invoices, 'Invoice'),
  get('/api/invoice/clients', (db) => ok(db.invoices.slice(0, 5).map((i) => i.client))),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: invoiceRoutes,
  store: {
    invoices: ({ now }) => seedInvoices(now),
  },
};

import { describe, expect, it } from 'vitest';
import { anyStatus, createClient, getter, statusOf, getStatus } from '../lib/test-client.ts';
import type { Invoice, InvoiceClient, InvoiceDetailResponse, InvoicesResponse } from '../types.ts';
import { balanceAmount, matchesInvoice } from './invoice.ts';

const list = getter<InvoicesResponse>('/apps/invoice/invoices');

describe('GET /apps/invoice/invoices', () => {
  it('[200] pages 10 by default, newest id first, with allData and total', async () => {
    const { http } = createClient();
    const data = await list(http);
    expect(data.total).toBe(50);
    expect(data.allData).toHaveLength(50);
    expect(data.invoices.map((i) => i.id)).toEqual(Array.from({ length: 10 }, (_, n) => 5036 - n));
    const page5 = await list(http, { page: 5, perPage: 10 });
    expect(page5.invoices.at(-1)?.id).toBe(4987);
    expect((await list(http, { page: 6 })).invoices).toEqual([]);
  });

  it("[200] searching 'paid' also returns settled invoices of any status", async () => {
    const { http } = createClient();
    const data = await list(http, { q: 'paid', perPage: 100 });
    const zero = data.allData.filter((i) => i.balance === 0);
    expect(zero.some((i) => i.invoiceStatus !== 'Paid')).toBe(true);
    expect(data.invoices.map((i) => i.id).sort()).toEqual(
      data.allData
        .filter((i) => i.balance === 0 || i.invoiceStatus.toLowerCase().includes('paid'))
        .map((i) => i.id)
        .sort(),
    );
  });

  it('[200] searches client name, company, email, service, status, total and balance', async () => {
    const { http } = createClient();
    const { allData } = await list(http);
    const sample = allData[7];
    if (!sample) throw new Error('no sample');
    for (const q of [
      sample.client.name,
      sample.client.company,
      sample.client.companyEmail,
      sample.service,
    ]) {
      const { invoices } = await list(http, { q, perPage: 100 });
      expect(invoices.map((i) => i.id)).toContain(sample.id);
    }
    const byTotal = await list(http, { q: String(sample.total), perPage: 100 });
    expect(byTotal.invoices.map((i) => i.id)).toContain(sample.id);
    expect((await list(http, { q: 'no such client zzz' })).total).toBe(0);
  });

  it('[200] filters by status; all six statuses are present', async () => {
    const { http } = createClient();
    const { allData } = await list(http);
    expect(new Set(allData.map((i) => i.invoiceStatus)).size).toBe(6);
    const pastDue = await list(http, { status: 'Past Due', perPage: 100 });
    expect(pastDue.total).toBeGreaterThan(0);
    expect(pastDue.invoices.every((i) => i.invoiceStatus === 'Past Due')).toBe(true);
    expect((await list(http, { status: 'past due', perPage: 100 })).total).toBe(pastDue.total);
  });

  it('[200] sorts by any column both ways', async () => {
    const { http } = createClient();
    const byTotal = (
      await list(http, { sortColumn: 'total', sort: 'asc', perPage: 100 })
    ).invoices.map((i) => i.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    const byClient = (
      await list(http, { sortColumn: 'client', sort: 'desc', perPage: 100 })
    ).invoices.map((i) => i.client.name);
    expect(byClient).toEqual(
      [...byClient].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
    );
    const byBalance = (
      await list(http, { sortColumn: 'balance', sort: 'asc', perPage: 100 })
    ).invoices.map((i) => balanceAmount(i.balance));
    expect(byBalance).toEqual([...byBalance].sort((a, b) => a - b));
    expect(byBalance[0]).toBeLessThan(0);
  });

  it('[400] refuses bad paging, status and sort values', async () => {
    const { http } = createClient();
    for (const params of [
      { perPage: 0 },
      { page: 'x' },
      { status: 'Lost' },
      { sortColumn: 'nope' },
      { sort: 'up' },
    ]) {
      const res = await anyStatus(http.get('/apps/invoice/invoices', { params }));
      expect(res.status).toBe(400);
      expect(res.data).toMatchObject({ field: Object.keys(params)[0] });
    }
  });
});

describe('GET /api/invoice/invoices/:id', () => {
  it('[200] answers the invoice and its payment details', async () => {
    const { http } = createClient();
    const { data } = await http.get<InvoiceDetailResponse>('/api/invoice/invoices/4987');
    expect(data.invoice.id).toBe(4987);
    expect(data.paymentDetails).toMatchObject({ country: 'United Kingdom' });
    expect(data.paymentDetails.totalDue).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(data.paymentDetails.iban).toMatch(/^GB\d\d/);
  });

  it('[404] for an unknown invoice', async () => {
    expect(await getStatus('/api/invoice/invoices/1')).toBe(404);
  });
});

describe('DELETE /apps/invoice/delete', () => {
  it('[200] removes the invoice from the next list; [404] the second time', async () => {
    const { http } = createClient();
    const res = await http.delete('/apps/invoice/delete', { params: { id: 4990 } });
    expect(res.status).toBe(200);
    const after = await list(http, { perPage: 100 });
    expect(after.total).toBe(49);
    expect(after.invoices.some((i) => i.id === 4990)).toBe(false);
    expect(await statusOf(http.delete('/apps/invoice/delete', { params: { id: 4990 } }))).toBe(404);
  });
});

describe('GET /api/invoice/clients', () => {
  it('[200] answers the first five clients', async () => {
    const { http } = createClient();
    const { data } = await http.get<InvoiceClient[]>('/api/invoice/clients');
    const { allData } = await list(http);
    expect(data).toEqual(allData.slice(0, 5).map((i) => i.client));
  });
});

describe('matchesInvoice', () => {
  it('matches zero balances for prefixes of paid only', async () => {
    const { http } = createClient();
    const settled = (await list(http)).allData.find(
      (i) => i.balance === 0 && i.invoiceStatus !== 'Paid',
    );
    if (!settled) throw new Error('no settled invoice');
    expect(matchesInvoice(settled, 'pai')).toBe(true);
    expect(matchesInvoice(settled, 'zzz')).toBe(false);
  });
});

describe('POST /apps/invoice/save', () => {
  const body = {
    client: {
      name: 'Ada Byron',
      company: 'Analytical Ltd',
      companyEmail: 'ada@analytical.test',
      address: '1 Engine Row',
      country: 'United Kingdom',
      contact: '+44 20 7946 0000',
    },
    issuedDate: '2026-11-20',
    dueDate: '2026-12-20',
    lines: [{ name: 'Zephyr stand hire', description: '', cost: 250, qty: 2 }],
    discount: 10,
    tax: 20,
    note: 'Thanks',
  };

  it('adds a new invoice to the list, numbered after the last, with its lines and totals', async () => {
    const { http } = createClient();
    const res = await http.post<{ invoice: Invoice }>('/apps/invoice/save', { invoice: body });
    expect(res.status).toBe(201);
    // 500, less 10 % = 450, plus 20 % tax = 540.
    expect(res.data.invoice).toMatchObject({ service: 'Zephyr stand hire', total: 540 });
    const list = await http.get<InvoicesResponse>('/apps/invoice/invoices', {
      params: { q: 'Zephyr stand' },
    });
    expect(list.data.invoices.map((i) => i.id)).toEqual([res.data.invoice.id]);
    const one = await http.get<{ invoice: Invoice }>(
      `/api/invoice/invoices/${res.data.invoice.id}`,
    );
    expect(one.data.invoice.lines).toEqual(body.lines);
  });

  it('replaces an edited invoice', async () => {
    const { http } = createClient();
    await http.post('/apps/invoice/save', { invoice: { ...body, id: 4990 } });
    const one = await http.get<{ invoice: Invoice }>('/api/invoice/invoices/4990');
    expect(one.data.invoice).toMatchObject({ service: 'Zephyr stand hire', total: 540 });
  });

  it('refuses an invoice without lines, naming the field', async () => {
    const { http } = createClient();
    expect(
      await statusOf(http.post('/apps/invoice/save', { invoice: { ...body, lines: [] } })),
    ).toBe(400);
  });
});

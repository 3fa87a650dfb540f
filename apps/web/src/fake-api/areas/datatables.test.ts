import { describe, expect, it } from 'vitest';
import { createClient, getStatus } from '../lib/test-client.ts';
import type { DatatableResponse, Employee } from '../types.ts';

describe('GET /api/datatables/initial-data', () => {
  it('[200] answers the 100 employees with status 1 to 5', async () => {
    const { http } = createClient();
    const { data } = await http.get<Employee[]>('/api/datatables/initial-data');
    expect(data).toHaveLength(100);
    expect(new Set(data.map((e) => e.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(data.map((e) => e.id)).size).toBe(100);
    expect(
      data.every((e) => /^\d{4}-\d\d-\d\d$/.test(e.start_date) && e.email.endsWith('.ac.uk')),
    ).toBe(true);
  });
});

describe('GET /api/datatables/data', () => {
  it('[200] pages 10 by default with allData and total', async () => {
    const { http } = createClient();
    const { data } = await http.get<DatatableResponse>('/api/datatables/data');
    expect(data.total).toBe(100);
    expect(data.allData).toHaveLength(100);
    expect(data.invoices.map((e) => e.id)).toEqual(Array.from({ length: 10 }, (_, n) => n + 1));
    const page3 = await http.get<DatatableResponse>('/api/datatables/data', {
      params: { perPage: 25, page: 3 },
    });
    expect(page3.data.invoices.map((e) => e.id)).toEqual(
      Array.from({ length: 25 }, (_, n) => n + 51),
    );
  });

  it('[200] searches name, post, email, city, age, salary and start date', async () => {
    const { http } = createClient();
    const { data: all } = await http.get<Employee[]>('/api/datatables/initial-data');
    const someone = all[41];
    if (!someone) throw new Error('no employee');
    for (const q of [
      someone.full_name,
      someone.post,
      someone.email,
      someone.city,
      String(someone.salary),
      someone.start_date,
    ]) {
      const { data } = await http.get<DatatableResponse>('/api/datatables/data', {
        params: { q, perPage: 100 },
      });
      expect(data.invoices.map((e) => e.id)).toContain(someone.id);
      expect(data.total).toBe(data.invoices.length);
    }
    const none = await http.get<DatatableResponse>('/api/datatables/data', {
      params: { q: 'zzzz' },
    });
    expect(none.data.total).toBe(0);
  });

  it('[400] refuses bad paging', async () => {
    expect(await getStatus('/api/datatables/data', { perPage: 'ten' })).toBe(400);
  });
});

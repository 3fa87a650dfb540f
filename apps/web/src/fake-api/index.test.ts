import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AREAS } from './areas.ts';
import { areaFor, compilePath, mountFakeApi, routeFor } from './index.ts';
import { get } from './lib/route.ts';
import { anyStatus, createClient } from './lib/test-client.ts';
import { routes, sampleAreas } from './routes.ts';
import type { InvoicesResponse, LoginResponse } from './types.ts';
import { createHttp } from '../core/http/client.ts';

// Every sample-data call of product-spec section 7, as method and path.
// prettier-ignore
const SPEC_CALLS = [
  'post /jwt/login', 'post /jwt/register', 'post /jwt/refresh-token',
  'get /apps/email/emails', 'post /apps/email/update-emails', 'post /apps/email/update-emails-label',
  'get /apps/email/get-email', 'get /apps/email/paginate-email',
  'get /apps/invoice/invoices', 'get /api/invoice/invoices/:id', 'delete /apps/invoice/delete', 'get /api/invoice/clients',
  'get /apps/calendar/events', 'post /apps/calendar/add-event', 'post /apps/calendar/update-event', 'delete /apps/calendar/remove-event',
  'get /api/users/list/all-data', 'get /api/users/list/data', 'get /api/users/user', 'post /apps/users/add-user', 'delete /apps/users/delete',
  'get /apps/ecommerce/products', 'get /apps/ecommerce/products/:id', 'get /apps/ecommerce/wishlist', 'post /apps/ecommerce/wishlist',
  'delete /apps/ecommerce/wishlist/:productId', 'get /apps/ecommerce/cart', 'post /apps/ecommerce/cart', 'delete /apps/ecommerce/cart/:productId',
  'get /apps/chat/users/profile-user', 'get /apps/chat/chats-and-contacts', 'get /apps/chat/get-chat', 'post /apps/chat/send-msg',
  'get /apps/todo/tasks', 'post /apps/todo/add-tasks', 'post /apps/todo/update-task', 'delete /apps/todo/delete-task',
  'get /api/bookmarks/data', 'post /api/bookmarks/update', 'get /api/main-search/data', 'get /api/autocomplete/data',
  'get /apps/permissions/data', 'post /apps/permissions/add-permission', 'post /apps/permissions/update-permission', 'delete /apps/permissions/delete',
  'get /api/datatables/initial-data', 'get /api/datatables/data',
  'get /profile/data', 'get /pricing/data', 'get /account-setting/data',
  'get /blog/list/data', 'get /blog/list/data/sidebar', 'get /blog/list/data/detail', 'get /blog/list/data/edit',
  'get /faq/data', 'get /faq/data/knowledge_base', 'get /faq/data/category', 'get /faq/data/question',
  ...['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers'].map((c) => `get /card/card-analytics/${c}`),
  ...['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'].map((c) => `get /card/card-statistics/${c}`),
];

describe('mountFakeApi', () => {
  it('registers every call of spec section 7 (and the role cards, invoice saves, checkout quantities), each once', () => {
    const registered = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(registered).size).toBe(registered.length);
    // Issue 18: a saved invoice and a checkout quantity stay for the visit.
    expect(registered.filter((r) => !SPEC_CALLS.includes(r)).sort()).toEqual([
      'get /apps/roles/data',
      'post /apps/ecommerce/cart/:productId/qty',
      'post /apps/invoice/save',
    ]);
    expect(SPEC_CALLS.filter((c) => !registered.includes(c))).toEqual([]);
  });

  it('gives each mount its own copy of the data', async () => {
    const a = createClient();
    const b = createClient();
    await a.http.delete('/apps/invoice/delete', { params: { id: 4987 } });
    const inA = await a.http.get<InvoicesResponse>('/apps/invoice/invoices');
    const inB = await b.http.get<InvoicesResponse>('/apps/invoice/invoices');
    expect(inA.data.total).toBe(49);
    expect(inB.data.total).toBe(50);
  });

  it('answers copies: changing a response does not change the store', async () => {
    const { http } = createClient();
    const first = await http.get<InvoicesResponse>('/apps/invoice/invoices');
    const invoice = first.data.invoices[0];
    if (!invoice) throw new Error('no invoice');
    invoice.client.name = 'Changed';
    const again = await http.get<InvoicesResponse>('/apps/invoice/invoices');
    expect(again.data.invoices[0]?.client.name).not.toBe('Changed');
  });

  it('matches paths exactly: no prefix, suffix or query-string variants', () => {
    const { pattern } = compilePath('/jwt/refresh-token');
    expect(pattern.test('/jwt/refresh-token')).toBe(true);
    expect(pattern.test('http://localhost:3000/jwt/refresh-token')).toBe(true);
    expect(pattern.test('/api/v1/jwt/refresh-token')).toBe(false);
    expect(pattern.test('/jwt/refresh-token/x')).toBe(false);
    expect(pattern.test('/jwt/refresh-token?x=1')).toBe(false);
    expect(compilePath('/apps/ecommerce/products/:id').names).toEqual(['id']);
  });
});

describe('an area loaded with its first call', () => {
  it('finds every route in its own area, by the prefixes of its paths', () => {
    expect(AREAS.map((entry) => entry.name).sort()).toEqual(Object.keys(sampleAreas).sort());
    for (const [name, area] of Object.entries(sampleAreas)) {
      for (const route of area.routes) {
        const url = route.path.replace(/:[a-z]+/gi, '1');
        expect(areaFor({ url })?.name, route.path).toBe(name);
        expect(areaFor({ url: `http://localhost:3000${url}` })?.name, route.path).toBe(name);
      }
    }
    expect(areaFor({ url: '/api/v1/vacancies' })).toBeUndefined();
    expect(areaFor({ url: 'data', baseURL: '/api/datatables/' })?.name).toBe('datatables');
  });

  it("loads only the area a call asks, once, and builds only that area's data", async () => {
    const loads = AREAS.map((entry) => vi.spyOn(entry, 'load'));
    try {
      const { http } = createClient();
      await http.get('/apps/invoice/invoices');
      await http.get('/api/invoice/clients');
      const loaded = AREAS.filter((_, index) => loads[index]!.mock.calls.length > 0);
      expect(loaded.map((entry) => entry.name)).toEqual(['invoice']);
      expect(loads[AREAS.findIndex((entry) => entry.name === 'invoice')]).toHaveBeenCalledOnce();
      // Two calls of two areas at once: each area loads once.
      loads.forEach((load) => load.mockClear());
      const { http: other } = createClient();
      await Promise.all([
        other.get('/api/users/list/data'),
        other.get('/api/users/user', { params: { id: 1 } }),
        other.get('/card/card-statistics/orders'),
      ]);
      expect(loads.map((load) => load.mock.calls.length).reduce((a, b) => a + b)).toBe(2);
    } finally {
      loads.forEach((load) => load.mockRestore());
    }
  });

  it('retries an area whose chunk failed to load with its next call', async () => {
    const entry = AREAS.find((e) => e.name === 'todo')!;
    const load = vi.spyOn(entry, 'load').mockRejectedValueOnce(new Error('chunk failed'));
    try {
      const { http } = createClient();
      await expect(http.get('/apps/todo/tasks')).rejects.toThrow('chunk failed');
      expect((await http.get<unknown[]>('/apps/todo/tasks')).data.length).toBeGreaterThan(0);
      expect(load).toHaveBeenCalledTimes(2);
    } finally {
      load.mockRestore();
    }
  });

  it('finds the first route whose path matches, as the adapter did, with the base URL joined', () => {
    const compiled = [get('/a/:id', () => [200]), get('/a/b', () => [200])].map((route) => ({
      route,
      ...compilePath(route.path),
    }));
    expect(routeFor(compiled, { url: '/a/b' })?.route.route.path).toBe('/a/:id');
    expect(routeFor(compiled, { url: 'b', baseURL: '/a/' })).toMatchObject({ url: '/a/b' });
    expect(routeFor(compiled, { url: '/c' })).toBeUndefined();
  });

  it('answers with the path parameters of the route that matched', async () => {
    const { http } = createClient();
    const res = await http.get<{ invoice: { id: number } }>('/api/invoice/invoices/4987');
    expect(res.data.invoice.id).toBe(4987);
  });
});

describe('unmatched requests go to the network', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method ?? ''} ${req.url ?? ''}`);
      res.writeHead(req.url === '/api/v1/missing' ? 404 : 200, {
        'content-type': 'application/json',
      });
      res.end(JSON.stringify({ from: 'server', url: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('passes the careers API under /api/v1 through, with its status and body', async () => {
    const http = createHttp({ baseURL: base });
    mountFakeApi(http);
    const real = await http.post<{ from: string }>('/api/v1/jwt/refresh-token', {
      refreshToken: 'x',
    });
    expect(real.data).toEqual({ from: 'server', url: '/api/v1/jwt/refresh-token' });
    const missing = await anyStatus(http.get('/api/v1/missing'));
    expect(missing.status).toBe(404);
    const card = await http.get<{ from: string }>('/card/card-statistics/unknown');
    expect(card.data.from).toBe('server');
    // A sample path asked with a method it does not answer is not the sample API's either.
    const wrongMethod = await http.delete<{ from: string }>('/apps/invoice/invoices');
    expect(wrongMethod.data.from).toBe('server');
    expect(seen).toEqual([
      'POST /api/v1/jwt/refresh-token',
      'GET /api/v1/missing',
      'GET /card/card-statistics/unknown',
      'DELETE /apps/invoice/invoices',
    ]);
  });

  it('answers sample calls in memory without touching the network', async () => {
    seen.length = 0;
    const http = createHttp({ baseURL: base });
    mountFakeApi(http);
    const res = await http.post<LoginResponse>('/jwt/login', {
      email: 'admin@demo.com',
      password: 'admin',
    });
    expect(res.data.userData.email).toBe('admin@demo.com');
    expect(seen).toEqual([]);
  });
});

describe('module boundaries', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );

  it('imports nothing from the app or core (it loads as its own chunk)', () => {
    // Its tests and their client (lib/test-client.ts) use the app's HTTP client, as the app does.
    const sources = files(new URL('.', import.meta.url).pathname).filter(
      (f) => /\.ts$/.test(f) && !/(\.test|[\\/]test-client)\.ts$/.test(f),
    );
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(\.\.\/)+(core|app|features)\//);
    }
  });

  it('types.ts and types/ hold types only', () => {
    const dir = new URL('./types/', import.meta.url).pathname;
    const sources = [new URL('./types.ts', import.meta.url).pathname, ...files(dir)];
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/^(export )?(const|function|class|let|var|enum) /m);
      expect(text, file).not.toMatch(/^(import|export) (?!type|interface)/m);
    }
  });
});

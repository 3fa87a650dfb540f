import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHttp,
  ERR_NETWORK,
  HttpError,
  isCancel,
  isHttpError,
  queryOf,
  type HttpAdapter,
  type HttpRequestConfig,
} from './client.ts';

interface Seen {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body,
      });
      const path = (req.url ?? '').split('?')[0];
      if (path === '/json') {
        res.writeHead(200, { 'content-type': 'application/json', 'x-total': '3' });
        res.end(JSON.stringify({ ok: true }));
      } else if (path === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('not json');
      } else if (path === '/conflict') {
        res.writeHead(409, { 'content-type': 'application/json', 'retry-after': '5' });
        res.end(JSON.stringify({ message: 'Taken', field: 'slot' }));
      } else if (path === '/slow') {
        setTimeout(() => res.end('{}'), 2000);
      } else {
        res.writeHead(204);
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the HTTP client over the network (fetch)', () => {
  it('sends a plain body as JSON and parses a JSON answer, headers by lower-case name', async () => {
    const http = createHttp({ baseURL: base });
    const res = await http.post<{ ok: boolean }>('/json', { name: 'Ada', tags: ['a'] });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ok: true });
    expect(res.headers['x-total']).toBe('3');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/json',
      contentType: 'application/json',
      body: '{"name":"Ada","tags":["a"]}',
    });
  });

  it('puts the query in the URL: arrays repeat their key, empty values are left out', async () => {
    const http = createHttp({ baseURL: base });
    await http.get('/json', { params: { q: 'a b', ids: [1, 2], none: null, gone: undefined } });
    expect(seen.at(-1)?.url).toBe('/json?q=a+b&ids=1&ids=2');
  });

  it('keeps an answer that is not JSON as text, and gives a blob when asked', async () => {
    const http = createHttp({ baseURL: base });
    expect((await http.get('/text')).data).toBe('not json');
    const blob = await http.get<Blob>('/text', { responseType: 'blob' });
    expect(blob.data).toBeInstanceOf(Blob);
    expect(await blob.data.text()).toBe('not json');
  });

  it('sends FormData as the browser encodes it (its own content type)', async () => {
    const http = createHttp({ baseURL: base });
    const form = new FormData();
    form.append('kind', 'cv');
    await http.post('/upload', form, { headers: { 'Content-Type': 'application/json' } });
    expect(seen.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen.at(-1)?.body).toContain('name="kind"');
  });

  it('rejects a status outside 2xx with the parsed answer, which toApiError reads', async () => {
    const http = createHttp({ baseURL: base });
    const error = await http.put('/conflict', {}).catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    const failure = error as HttpError;
    expect(failure.status).toBe(409);
    expect(failure.response?.data).toEqual({ message: 'Taken', field: 'slot' });
    expect(failure.response?.headers['retry-after']).toBe('5');
    expect(failure.message).toBe('Request failed with status code 409');
  });

  it('rejects a cancelled call as cancelled, and an unreachable server as a network error', async () => {
    const http = createHttp({ baseURL: base });
    const controller = new AbortController();
    const call = http.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(isCancel(await call.catch((e: unknown) => e))).toBe(true);
    const unreachable = createHttp({ baseURL: 'http://127.0.0.1:9' });
    const error = await unreachable.get('/json').catch((e: unknown) => e);
    expect(isHttpError(error) && error.code).toBe(ERR_NETWORK);
    expect(isCancel(error)).toBe(false);
  });
});

describe('the HTTP client around its adapter', () => {
  const echo: HttpAdapter = async (config) => ({
    data: JSON.stringify({ url: config.url, headers: config.headers, body: config.data }),
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });

  it('runs request interceptors last-added first, and stops running an ejected one', async () => {
    const http = createHttp({ adapter: echo });
    const order: string[] = [];
    http.interceptors.request.use((config) => {
      order.push('first');
      return { ...config, headers: { ...config.headers, 'X-First': '1' } };
    });
    const second = http.interceptors.request.use(async (config) => {
      order.push('second');
      return config;
    });
    const res = await http.get<{ headers: Record<string, string> }>('/x');
    expect(order).toEqual(['second', 'first']);
    expect(res.data.headers['X-First']).toBe('1');
    http.interceptors.request.eject(second);
    order.length = 0;
    await http.get('/x');
    expect(order).toEqual(['first']);
  });

  it("uses a call's own adapter over the client's, and joins a relative URL to the base", async () => {
    const http = createHttp({ adapter: echo, baseURL: 'https://api.example/v1/' });
    const own: HttpAdapter = async (config) => ({ ...(await echo(config)), status: 201 });
    expect((await http.get('/x', { adapter: own })).status).toBe(201);
    expect(http.getUri({ url: '/jobs', params: { page: 2 } })).toBe(
      'https://api.example/v1/jobs?page=2',
    );
    expect(http.getUri({ url: 'https://other.example/a?b=1', params: { c: 2 } })).toBe(
      'https://other.example/a?b=1&c=2',
    );
  });

  it('sends no body for a call without one, and text as it is', async () => {
    const http = createHttp({ adapter: echo });
    type Echoed = { headers: Record<string, string>; body?: unknown };
    const empty = await http.post<Echoed>('/x', null);
    expect(empty.data.body).toBeNull();
    expect(empty.data.headers['Content-Type']).toBeUndefined();
    const text = await http.put<Echoed>('/x', 'plain', {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.data.body).toBe('plain');
    expect(text.data.headers['Content-Type']).toBe('text/plain');
  });

  it('accepts the statuses a call asks for', async () => {
    const teapot: HttpAdapter = async (config: HttpRequestConfig) => ({
      data: '',
      status: 418,
      statusText: '',
      headers: {},
      config,
    });
    const http = createHttp({ adapter: teapot });
    await expect(http.get('/x')).rejects.toBeInstanceOf(HttpError);
    expect((await http.get('/x', { validateStatus: () => true })).status).toBe(418);
  });

  it('writes the query of a URLSearchParams as it is', () => {
    expect(queryOf(new URLSearchParams('a=1&a=2'))).toBe('a=1&a=2');
    expect(queryOf({ at: new Date('2026-01-02T03:04:05Z') })).toBe(
      'at=2026-01-02T03%3A04%3A05.000Z',
    );
  });
});

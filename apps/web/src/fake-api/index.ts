import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { createDb, type FakeDb } from './db.ts';
import { FakeHttpError, type FakeRequest, type FakeResponse } from './lib/http.ts';
import type { Route } from './lib/route.ts';
import type { FakeApiSeeds } from './types.ts';
import { routes } from './routes.ts';

export type { FakeDb } from './db.ts';

const ORIGIN = '(?:[a-z][a-z0-9+.-]*://[^/]+)?';

/** '/api/invoice/invoices/:id' → /^(origin)?\/api\/invoice\/invoices\/([^/?#]+)$/ and ['id']. */
export function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const body = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/?#]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { pattern: new RegExp(`^${ORIGIN}${body}$`, 'i'), names };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  if (data === '') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function paramsOf(config: AxiosRequestConfig): Record<string, unknown> {
  const params: unknown = config.params;
  if (params instanceof URLSearchParams) return Object.fromEntries(params);
  return typeof params === 'object' && params !== null
    ? { ...(params as Record<string, unknown>) }
    : {};
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is simply not a known id or slug.
    return segment;
  }
}

/** Runs one route's handler for a request; 4xx thrown as FakeHttpError become answers. */
export function runRoute(
  db: FakeDb,
  route: Route,
  config: AxiosRequestConfig,
  { pattern, names } = compilePath(route.path),
): FakeResponse {
  const match = pattern.exec(config.url ?? '') ?? [];
  const path: Record<string, string> = {};
  names.forEach((name, index) => {
    path[name] = decodeSegment(match[index + 1] ?? '');
  });
  const request: FakeRequest = {
    params: paramsOf(config),
    body: parseBody(config.data),
    path,
    now: new Date(),
  };
  try {
    return route.handle(db, request);
  } catch (error) {
    if (error instanceof FakeHttpError)
      return error.body === undefined ? [error.status] : [error.status, error.body];
    throw error;
  }
}

/**
 * Mounts the sample-data API on the app's axios instance with a fresh copy of the sample data.
 * Every call of spec section 7 is answered in memory; anything else (the careers API under
 * /api/v1) goes to the network unchanged.
 */
export function mountFakeApi(instance: AxiosInstance, seeds?: () => FakeApiSeeds): MockAdapter {
  const db = createDb(new Date(), seeds);
  const mock = new MockAdapter(instance, { delayResponse: 0, onNoMatch: 'passthrough' });
  const on = { get: mock.onGet, post: mock.onPost, delete: mock.onDelete } as const;
  for (const route of routes) {
    const compiled = compilePath(route.path);
    on[route.method].call(mock, compiled.pattern).reply((config) => {
      const [status, body] = runRoute(db, route, config, compiled);
      // Answers are copies, so a screen mutating a response cannot change the store.
      return [status, body === undefined ? undefined : structuredClone(body)];
    });
  }
  mock.onAny().passThrough();
  return mock;
}

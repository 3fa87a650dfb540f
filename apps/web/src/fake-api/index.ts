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

/** A route with its path compiled once. */
interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

/**
 * One pattern for every path of a method's routes: what axios-mock-adapter is given, so a mount
 * registers one handler per method rather than one per route (the adapter compares each new
 * handler with every one before it: some 1,500 comparisons for the sample API's routes, 3 ms at
 * CPU 1× on every screen that shows sample data).
 */
export function anyOf(compiled: readonly CompiledRoute[]): RegExp {
  // No routes match no URL (an empty union would match every one).
  if (compiled.length === 0) return /(?!)/;
  return new RegExp(compiled.map(({ pattern }) => `(?:${pattern.source})`).join('|'), 'i');
}

/**
 * The first route of the list whose path the request's URL matches, as the adapter matches: the
 * URL as given, else joined to the instance's base URL.
 */
export function routeFor(
  compiled: readonly CompiledRoute[],
  config: Pick<AxiosRequestConfig, 'url' | 'baseURL'>,
): { route: CompiledRoute; url: string } | undefined {
  const url = config.url ?? '';
  const joined =
    config.baseURL && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)
      ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url;
  for (const candidate of [url, joined]) {
    const route = compiled.find(({ pattern }) => pattern.test(candidate));
    if (route) return { route, url: candidate };
  }
  return undefined;
}

/**
 * Mounts the sample-data API on the app's axios instance with a fresh copy of the sample data.
 * Every call of spec section 7 is answered in memory; anything else (the careers API under
 * /api/v1, a sample path asked with another method) goes to the network unchanged.
 */
export function mountFakeApi(instance: AxiosInstance, seeds?: () => FakeApiSeeds): MockAdapter {
  const db = createDb(new Date(), seeds);
  const mock = new MockAdapter(instance, { delayResponse: 0, onNoMatch: 'passthrough' });
  const on = { get: mock.onGet, post: mock.onPost, delete: mock.onDelete } as const;
  for (const method of Object.keys(on) as (keyof typeof on)[]) {
    const compiled = routes
      .filter((route) => route.method === method)
      .map((route) => ({ route, ...compilePath(route.path) }));
    on[method].call(mock, anyOf(compiled)).reply((config) => {
      // The union matched the URL as given or joined to the base URL, so one of its routes does.
      const found = routeFor(compiled, config);
      if (!found) return [404];
      const [status, body] = runRoute(
        db,
        found.route.route,
        { ...config, url: found.url },
        found.route,
      );
      // Answers are copies, so a screen mutating a response cannot change the store.
      return [status, body === undefined ? undefined : structuredClone(body)];
    });
  }
  mock.onAny().passThrough();
  return mock;
}

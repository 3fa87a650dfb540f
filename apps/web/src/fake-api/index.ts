import { type AreaEntry, AREAS } from './areas.ts';
import { createStore, type FakeDb } from './db.ts';
import {
  FakeHttpError,
  type CallAdapter,
  type CallAnswer,
  type CallConfig,
  type FakeRequest,
  type FakeResponse,
  type MountableClient,
} from './lib/http.ts';
import type { Route } from './lib/route.ts';
import type { FakeApiSeeds } from './types.ts';

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

function paramsOf(config: CallConfig): Record<string, unknown> {
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
  config: CallConfig,
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

/** The URL a request goes to: as given, and joined to the instance's base URL when relative. */
function urlsOf(config: Pick<CallConfig, 'url' | 'baseURL'>): string[] {
  const url = config.url ?? '';
  const joined =
    config.baseURL && !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)
      ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : url;
  return [url, joined];
}

/**
 * The first route of the list whose path the request's URL matches: the URL as given, else
 * joined to the instance's base URL.
 */
export function routeFor(
  compiled: readonly CompiledRoute[],
  config: Pick<CallConfig, 'url' | 'baseURL'>,
): { route: CompiledRoute; url: string } | undefined {
  for (const candidate of urlsOf(config)) {
    const route = compiled.find(({ pattern }) => pattern.test(candidate));
    if (route) return { route, url: candidate };
  }
  return undefined;
}

const prefixPatterns = new Map(
  AREAS.map((entry) => [
    entry,
    entry.prefixes.map(
      (prefix) => new RegExp(`^${ORIGIN}${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i'),
    ),
  ]),
);

/** The area whose calls' paths the request's URL begins with, if any. */
export function areaFor(config: Pick<CallConfig, 'url' | 'baseURL'>): AreaEntry | undefined {
  const urls = urlsOf(config);
  return AREAS.find((entry) =>
    prefixPatterns.get(entry)?.some((pattern) => urls.some((url) => pattern.test(url))),
  );
}

/** An answer as the network gives it (the client refuses a status the call does not accept). */
function answerOf(config: CallConfig, [status, body]: FakeResponse): CallAnswer {
  return {
    // Answers are copies, so a screen mutating a response cannot change the store.
    data: body === undefined ? undefined : structuredClone(body),
    status,
    statusText: '',
    headers: {},
    config,
  };
}

/** A mounted sample API: `restore()` gives the instance its own adapter back. */
export interface FakeApi {
  restore(): void;
}

/**
 * Mounts the sample-data API on the app's HTTP client with a fresh copy of the sample data.
 * Every call of spec section 7 is answered in memory, its area's code and data loaded with the
 * area's first call; anything else (the careers API under /api/v1, a sample path asked with
 * another method) goes to the network unchanged.
 */
export function mountFakeApi(instance: MountableClient, seeds?: () => FakeApiSeeds): FakeApi {
  const store = createStore(new Date(), seeds);
  const network = instance.defaults.adapter;
  const areas = new Map<AreaEntry, Promise<CompiledRoute[]>>();
  const routesOf = (entry: AreaEntry) => {
    let compiled = areas.get(entry);
    if (!compiled) {
      compiled = entry.load().then(({ area }) => {
        store.addArea(area);
        return area.routes.map((route) => ({ route, ...compilePath(route.path) }));
      });
      // A failed chunk load may be retried by the area's next call.
      compiled.catch(() => areas.delete(entry));
      areas.set(entry, compiled);
    }
    return compiled;
  };
  const adapter: CallAdapter = async (config) => {
    const entry = areaFor(config);
    if (entry) {
      const method = config.method?.toLowerCase();
      const compiled = (await routesOf(entry)).filter(({ route }) => route.method === method);
      const found = routeFor(compiled, config);
      if (found) {
        const answer = runRoute(
          store.db,
          found.route.route,
          { ...config, url: found.url },
          found.route,
        );
        return answerOf(config, answer);
      }
    }
    return network(config);
  };
  instance.defaults.adapter = adapter;
  return {
    restore: () => {
      instance.defaults.adapter = network;
    },
  };
}

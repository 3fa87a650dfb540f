import { isDeepStrictEqual } from 'node:util';
import {
  ERR_NETWORK,
  fullPath,
  HttpError,
  type HttpAdapter,
  type HttpClient,
  type HttpRequestConfig,
  type HttpResponse,
} from '../http/client.ts';

/** What a handler answers: a status, a body and headers, or a function of the request giving them. */
type Reply = readonly [status: number, data?: unknown, headers?: Record<string, string>];
type Responder = (config: HttpRequestConfig) => Reply | Promise<Reply>;

interface Handler {
  method: string;
  url: string | RegExp;
  params?: unknown;
  data?: unknown;
  once: boolean;
  respond: Responder;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Matchers {
  params?: unknown;
  data?: unknown;
}

/** Jest/vitest asymmetric matchers (`expect.objectContaining`) match as they do in assertions. */
function matches(actual: unknown, expected: unknown): boolean {
  if (expected === undefined) return true;
  const matcher = expected as { asymmetricMatch?: (value: unknown) => boolean };
  if (typeof matcher.asymmetricMatch === 'function') return matcher.asymmetricMatch(actual);
  return isDeepStrictEqual(actual, expected);
}

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function urlMatches(handler: Handler, config: HttpRequestConfig): boolean {
  const urls = [config.url ?? '', fullPath(config)];
  if (handler.url instanceof RegExp) {
    const pattern = handler.url;
    return urls.some((url) => pattern.test(url));
  }
  const wanted = handler.url.replace(/^\//, '');
  return urls.some((url) => url.replace(/^\//, '') === wanted);
}

/** A copy of a JSON body, as the wire would give it; a Blob or FormData as it is. */
function copied(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || data instanceof Blob) return data;
  return JSON.parse(JSON.stringify(data)) as unknown;
}

/** The calls a test's handler may answer, by method: `mock.onGet('/api/v1/x').reply(200, {…})`. */
export interface ReplyBuilder {
  reply(status: number | Responder, data?: unknown, headers?: Record<string, string>): MockHttp;
  replyOnce(status: number | Responder, data?: unknown, headers?: Record<string, string>): MockHttp;
  /** The call fails without an answer, as a dropped connection does. */
  networkError(): MockHttp;
  networkErrorOnce(): MockHttp;
}

/**
 * A test double of the network under the app's HTTP client, with the surface of
 * axios-mock-adapter the tests had: handlers by method and URL (a string or a RegExp, params or
 * body to match), answers once or always, the requests seen by method, and a 404 for a call no
 * handler answers. The client's interceptors (token, refresh, first answers) run as in the app.
 */
export class MockHttp {
  readonly history: Record<Method, HttpRequestConfig[]> & { all: HttpRequestConfig[] } = {
    get: [],
    post: [],
    put: [],
    patch: [],
    delete: [],
    all: [],
  };

  private handlers: Handler[] = [];
  private readonly original: HttpAdapter;
  private client: HttpClient | undefined;

  constructor(
    client: HttpClient,
    private readonly options: { delayResponse?: number } = {},
  ) {
    this.client = client;
    this.original = client.defaults.adapter;
    client.defaults.adapter = (config) => this.handle(config);
  }

  onGet(url?: string | RegExp, config?: { params?: unknown }): ReplyBuilder {
    return this.on('get', url, { params: config?.params });
  }

  onDelete(url?: string | RegExp, config?: { params?: unknown }): ReplyBuilder {
    return this.on('delete', url, { params: config?.params });
  }

  onPost(url?: string | RegExp, data?: unknown): ReplyBuilder {
    return this.on('post', url, { data });
  }

  onPut(url?: string | RegExp, data?: unknown): ReplyBuilder {
    return this.on('put', url, { data });
  }

  onPatch(url?: string | RegExp, data?: unknown): ReplyBuilder {
    return this.on('patch', url, { data });
  }

  /** Forgets every handler and every request seen. */
  reset(): void {
    this.handlers = [];
    this.resetHistory();
  }

  resetHistory(): void {
    for (const list of Object.values(this.history)) list.length = 0;
  }

  /** Gives the client its own adapter back. */
  restore(): void {
    if (!this.client) return;
    this.client.defaults.adapter = this.original;
    this.client = undefined;
  }

  private on(method: Method, url: string | RegExp = /.*/, matchers: Matchers): ReplyBuilder {
    const add = (once: boolean, respond: Responder): MockHttp => {
      const handler: Handler = { method, url, ...matchers, once, respond };
      const same = this.handlers.findIndex(
        (h) =>
          !h.once &&
          h.method === method &&
          String(h.url) === String(url) &&
          h.url instanceof RegExp === url instanceof RegExp &&
          isDeepStrictEqual(h.params, matchers.params) &&
          isDeepStrictEqual(h.data, matchers.data),
      );
      // A handler for the same call replaces the one before it (answers once add up).
      if (same >= 0 && !once) this.handlers.splice(same, 1, handler);
      else this.handlers.push(handler);
      return this;
    };
    const responder =
      (status: number | Responder, data?: unknown, headers?: Record<string, string>): Responder =>
      (config) =>
        typeof status === 'function' ? status(config) : [status, data, headers];
    const dropped: Responder = (config) => {
      throw new HttpError('Network Error', ERR_NETWORK, config);
    };
    return {
      reply: (status, data, headers) => add(false, responder(status, data, headers)),
      replyOnce: (status, data, headers) => add(true, responder(status, data, headers)),
      networkError: () => add(false, dropped),
      networkErrorOnce: () => add(true, dropped),
    };
  }

  private async handle(config: HttpRequestConfig): Promise<HttpResponse> {
    const method = (config.method ?? 'get').toLowerCase() as Method;
    const seen = { ...config };
    delete seen.adapter;
    this.history.all.push(seen);
    this.history[method]?.push(seen);
    const handler = this.handlers.find(
      (h) =>
        h.method === method &&
        urlMatches(h, config) &&
        matches(config.params, h.params) &&
        matches(bodyOf(config.data), h.data),
    );
    if (handler?.once) this.handlers.splice(this.handlers.indexOf(handler), 1);
    const delay = this.options.delayResponse ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const [status, data, headers] = handler ? await handler.respond(config) : [404];
    return {
      data: copied(data),
      status,
      statusText: '',
      headers: Object.fromEntries(
        Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
      ),
      config,
    };
  }
}

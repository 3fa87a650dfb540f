/**
 * The app's HTTP client: the part of axios it used, on fetch (XMLHttpRequest for an upload that
 * reports its progress), in a few kilobytes; axios was some 18 KB of every signed-in screen's
 * compressed JavaScript (issue 17). A call goes through the request interceptors, its body is
 * serialised (JSON for a plain value; FormData, a Blob or text as they are), an adapter answers it
 * (the network's by default; the sample API and tests mount their own), the answer is parsed
 * (JSON unless a blob or text was asked for), and a status the call does not accept (2xx unless
 * told) rejects with an HttpError carrying the parsed answer, which `toApiError` reads.
 */

export type HttpResponseType = 'json' | 'blob' | 'text';

export interface UploadProgress {
  loaded: number;
  total?: number;
  /** loaded / total, when the total is known. */
  progress?: number;
}

export interface HttpRequestConfig {
  url?: string;
  /** Lower or upper case; `get` when absent. */
  method?: string;
  /** Joined before a relative `url`. */
  baseURL?: string;
  /** Query values; arrays repeat their key, undefined and null are left out. */
  params?: Record<string, unknown> | URLSearchParams;
  /** The body: a plain value is sent as JSON (the adapter sees the JSON text). */
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: HttpResponseType;
  signal?: AbortSignal;
  onUploadProgress?: (event: UploadProgress) => void;
  /** Who answers this call; the client's default adapter when absent. */
  adapter?: HttpAdapter;
  /** Which statuses resolve; 2xx when absent. */
  validateStatus?: (status: number) => boolean;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  statusText: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  config: HttpRequestConfig;
}

/**
 * Answers one call: resolves with its answer whatever the status (the client rejects what the call
 * does not accept), rejects only when there is no answer (ERR_NETWORK, ERR_CANCELED).
 */
export type HttpAdapter = (config: HttpRequestConfig) => Promise<HttpResponse>;

export const ERR_NETWORK = 'ERR_NETWORK';
export const ERR_CANCELED = 'ERR_CANCELED';
export const ERR_BAD_REQUEST = 'ERR_BAD_REQUEST';
export const ERR_BAD_RESPONSE = 'ERR_BAD_RESPONSE';

/** A failed call: no answer (network, cancelled) or an answer outside the accepted statuses. */
export class HttpError<T = unknown> extends Error {
  readonly isHttpError = true;

  constructor(
    message: string,
    readonly code: string,
    readonly config: HttpRequestConfig,
    readonly response?: HttpResponse<T>,
  ) {
    super(message);
    this.name = code === ERR_CANCELED ? 'CanceledError' : 'HttpError';
  }

  get status(): number | undefined {
    return this.response?.status;
  }
}

/** Read by shape, not class: a second copy of this module (a test's fresh modules) makes the same. */
export function isHttpError<T = unknown>(error: unknown): error is HttpError<T> {
  return error instanceof Error && (error as Partial<HttpError>).isHttpError === true;
}

/** Whether a call failed because it was cancelled (its signal aborted, or a closing session). */
export function isCancel(error: unknown): boolean {
  return isHttpError(error) && error.code === ERR_CANCELED;
}

export function canceled(config: HttpRequestConfig, message = 'canceled'): HttpError {
  return new HttpError(message, ERR_CANCELED, config);
}

/** The answer, or for a status the call does not accept, an HttpError carrying it. */
export function settle<T>(response: HttpResponse<T>): HttpResponse<T> {
  const accept = response.config.validateStatus ?? ((s: number) => s >= 200 && s < 300);
  if (accept(response.status)) return response;
  throw new HttpError(
    `Request failed with status code ${response.status}`,
    response.status < 500 ? ERR_BAD_REQUEST : ERR_BAD_RESPONSE,
    response.config,
    response,
  );
}

const ABSOLUTE = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** The URL a call goes to: `url` joined to `baseURL` when relative, without its query. */
export function fullPath(config: Pick<HttpRequestConfig, 'url' | 'baseURL'>): string {
  const url = config.url ?? '';
  if (!config.baseURL || ABSOLUTE.test(url)) return url;
  return url ? `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : config.baseURL;
}

/** The query string of `params` (without `?`): arrays repeat their key; null/undefined left out. */
export function queryOf(params: HttpRequestConfig['params']): string {
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  return query.toString();
}

/** The full URL of a call, its query included. */
export function uriOf(config: HttpRequestConfig): string {
  const path = fullPath(config);
  const query = queryOf(config.params);
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

function isPlainBody(data: unknown): boolean {
  if (typeof data !== 'object') return typeof data !== 'string';
  return !(
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data) ||
    data instanceof URLSearchParams
  );
}

function headerNamed(headers: Record<string, string>, name: string): string | undefined {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

/** The body as it goes over the wire: a plain value as JSON text, with its content type. */
function serialised(config: HttpRequestConfig): HttpRequestConfig {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    ...config.headers,
  };
  // No body (undefined or null), or one the browser sends as it is.
  if (config.data == null || !isPlainBody(config.data)) return { ...config, headers };
  if (!headerNamed(headers, 'content-type')) headers['Content-Type'] = 'application/json';
  return { ...config, headers, data: JSON.stringify(config.data) };
}

/** JSON text parsed (as axios did: text that is not JSON stays text); other answers as they are. */
function parsed<T>(response: HttpResponse<T>, responseType: HttpResponseType): HttpResponse<T> {
  const { data } = response;
  if (responseType !== 'json' || typeof data !== 'string' || data === '') return response;
  try {
    return { ...response, data: JSON.parse(data) as T };
  } catch {
    return response;
  }
}

function headersOf(raw: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return headers;
}

function bodyToSend(config: HttpRequestConfig): BodyInit | null {
  return (config.data ?? null) as BodyInit | null;
}

/** The headers to send: FormData's content type is the browser's (it holds the boundary). */
function headersToSend(config: HttpRequestConfig): Record<string, string> {
  const headers = { ...config.headers };
  if (config.data instanceof FormData) {
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-type') delete headers[name];
    }
  }
  return headers;
}

/** Why a call has no answer: cancelled (its signal aborted), else the network failed. */
function noAnswer(config: HttpRequestConfig, error: unknown): HttpError {
  if (config.signal?.aborted) return canceled(config);
  return new HttpError(
    error instanceof Error ? error.message : 'Network Error',
    ERR_NETWORK,
    config,
  );
}

/** The network by fetch: JSON arrives as text and is parsed by the client; a blob as a Blob. */
export const fetchAdapter: HttpAdapter = async (config) => {
  let answer: Response;
  try {
    answer = await fetch(uriOf(config), {
      method: (config.method ?? 'get').toUpperCase(),
      headers: headersToSend(config),
      body: bodyToSend(config),
      signal: config.signal ?? null,
    });
  } catch (error) {
    throw noAnswer(config, error);
  }
  let data: unknown;
  try {
    data = config.responseType === 'blob' ? await answer.blob() : await answer.text();
  } catch (error) {
    throw noAnswer(config, error);
  }
  return {
    data,
    status: answer.status,
    statusText: answer.statusText,
    headers: Object.fromEntries(answer.headers.entries()),
    config,
  };
};

/**
 * The network by XMLHttpRequest, for an upload that reports its progress (fetch reports none).
 * JSON arrives as text and is parsed by the client; a blob as a Blob.
 */
export const xhrAdapter: HttpAdapter = (config) =>
  new Promise((resolve, reject) => {
    const { signal } = config;
    if (signal?.aborted) {
      reject(canceled(config));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open((config.method ?? 'get').toUpperCase(), uriOf(config), true);
    xhr.responseType = config.responseType === 'blob' ? 'blob' : 'text';
    for (const [name, value] of Object.entries(headersToSend(config))) {
      xhr.setRequestHeader(name, value);
    }
    const onAbort = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve({
        data: xhr.response as unknown,
        status: xhr.status,
        statusText: xhr.statusText,
        headers: headersOf(xhr.getAllResponseHeaders()),
        config,
      });
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('Network Error', ERR_NETWORK, config));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(canceled(config));
    };
    const onProgress = config.onUploadProgress;
    if (onProgress && xhr.upload) {
      xhr.upload.onprogress = (e) =>
        onProgress({
          loaded: e.loaded,
          ...(e.lengthComputable ? { total: e.total, progress: e.loaded / e.total } : {}),
        });
    }
    signal?.addEventListener('abort', onAbort);
    xhr.send(bodyToSend(config) as XMLHttpRequestBodyInit | null);
  });

/** The network: fetch, or XMLHttpRequest for an upload whose progress is asked for. */
export const networkAdapter: HttpAdapter = (config) =>
  config.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
    ? xhrAdapter(config)
    : fetchAdapter(config);

export type RequestInterceptor = (
  config: HttpRequestConfig,
) => HttpRequestConfig | Promise<HttpRequestConfig>;

export interface HttpClient {
  /** What every call starts from; `adapter` answers calls that name none. */
  defaults: { adapter: HttpAdapter; baseURL?: string; headers?: Record<string, string> };
  interceptors: {
    request: {
      /** Adds an interceptor (the last added runs first); its id, for `eject`. */
      use(interceptor: RequestInterceptor): number;
      eject(id: number): void;
    };
  };
  request<T = unknown>(config: HttpRequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: HttpRequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    config?: HttpRequestConfig,
  ): Promise<HttpResponse<T>>;
  put<T = unknown>(
    url: string,
    data?: unknown,
    config?: HttpRequestConfig,
  ): Promise<HttpResponse<T>>;
  patch<T = unknown>(
    url: string,
    data?: unknown,
    config?: HttpRequestConfig,
  ): Promise<HttpResponse<T>>;
  /** The full URL a call goes to, its query included. */
  getUri(config: HttpRequestConfig): string;
}

export function createHttp(defaults: Partial<HttpClient['defaults']> = {}): HttpClient {
  // Run last-added first, as axios ran request interceptors.
  let interceptors: { id: number; run: RequestInterceptor }[] = [];
  let lastId = 0;
  const client: HttpClient = {
    defaults: { adapter: networkAdapter, ...defaults },
    interceptors: {
      request: {
        use: (run) => {
          lastId += 1;
          interceptors.unshift({ id: lastId, run });
          return lastId;
        },
        eject: (id) => {
          interceptors = interceptors.filter((interceptor) => interceptor.id !== id);
        },
      },
    },
    async request<T>(given: HttpRequestConfig): Promise<HttpResponse<T>> {
      let config: HttpRequestConfig = {
        ...given,
        method: (given.method ?? 'get').toLowerCase(),
        baseURL: given.baseURL ?? client.defaults.baseURL,
        headers: { ...client.defaults.headers, ...given.headers },
      };
      for (const { run } of interceptors) config = await run(config);
      config = serialised(config);
      const responseType = config.responseType ?? 'json';
      const adapter = config.adapter ?? client.defaults.adapter;
      return settle(parsed((await adapter(config)) as HttpResponse<T>, responseType));
    },
    get: (url, config) => client.request({ ...config, url, method: 'get' }),
    delete: (url, config) => client.request({ ...config, url, method: 'delete' }),
    post: (url, data, config) => client.request({ ...config, url, data, method: 'post' }),
    put: (url, data, config) => client.request({ ...config, url, data, method: 'put' }),
    patch: (url, data, config) => client.request({ ...config, url, data, method: 'patch' }),
    getUri: (config) => uriOf({ ...config, baseURL: config.baseURL ?? client.defaults.baseURL }),
  };
  return client;
}

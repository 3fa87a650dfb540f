/**
 * A call as the app's HTTP client (core/http/client.ts) hands it to an adapter, and the answer an
 * adapter gives, typed here by shape: the sample API imports nothing of the app.
 */
export interface CallConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  params?: Record<string, unknown> | URLSearchParams;
  /** The body as sent: JSON text for a plain value. */
  data?: unknown;
}

export interface CallAnswer {
  data: unknown;
  status: number;
  statusText: string;
  headers: Record<string, string>;
  config: CallConfig;
}

/** Answers a call whatever its status; the client refuses what the call does not accept. */
export type CallAdapter = (config: CallConfig) => Promise<CallAnswer>;

/** The client the sample API mounts on: its default adapter is the network's. */
export interface MountableClient {
  defaults: { adapter: CallAdapter };
}

/** What a handler sees and answers: plain data, so handlers are testable without an HTTP client. */
export interface FakeRequest {
  /** Query parameters (config.params) of every GET/DELETE call. */
  params: Record<string, unknown>;
  /** The parsed JSON body of a POST; undefined when absent or not JSON. */
  body: unknown;
  /** Values of the `:name` segments of the route's path, by name. */
  path: Record<string, string>;
  now: Date;
}

export type FakeResponse = readonly [status: number, body?: unknown];

/** Thrown by handlers for 4xx answers; the router turns it into the response. */
export class FakeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export function badRequest(field: string, message: string): FakeHttpError {
  return new FakeHttpError(400, { message, field });
}

/** 404 without a body: the spec's unknown email and product answers carry no message. */
export function notFound(): FakeHttpError {
  return new FakeHttpError(404);
}

export function ok(body?: unknown): FakeResponse {
  return body === undefined ? [200] : [200, body];
}

export function created(body: unknown): FakeResponse {
  return [201, body];
}

// Test helper: a real HTTP client with the fake API mounted, as the app uses it.
import { createHttp, isHttpError, type HttpResponse } from '../../core/http/client.ts';
import { mountFakeApi } from '../index.ts';
import type { FakeApiSeeds } from '../types.ts';

export function createClient(seeds?: FakeApiSeeds) {
  const http = createHttp();
  const mock = mountFakeApi(http, seeds && (() => seeds));
  return { http, mock };
}

/** Resolves with the response even for 4xx/5xx, to assert on error answers. */
export function anyStatus<T = unknown>(
  promise: Promise<HttpResponse<T>>,
): Promise<HttpResponse<T>> {
  return promise.catch((error: unknown) => {
    if (isHttpError<T>(error) && error.response) return error.response;
    throw error;
  });
}

/** The status of a call that may be refused: `expect(await statusOf(http.get(…))).toBe(404)`. */
export async function statusOf(promise: Promise<HttpResponse>): Promise<number> {
  return (await anyStatus(promise)).status;
}

/** The status of a GET on a fresh client: `expect(await getStatus(url, { page: -1 })).toBe(400)`. */
export function getStatus(url: string, params: Record<string, unknown> = {}): Promise<number> {
  return statusOf(createClient().http.get(url, { params }));
}

export type Http = ReturnType<typeof createClient>['http'];

/** A test's GET of one URL with changing params, answering the body. */
export function getter<T>(url: string) {
  return (http: Http, params: Record<string, unknown> = {}) =>
    http.get<T>(url, { params }).then((r) => r.data);
}

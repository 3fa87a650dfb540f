import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { loadHttp } from '../http/api-error.ts';
import type { HttpResponse, UploadProgress } from '../http/client.ts';
import { CONTRACT_MISMATCH, toApiError, type ApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Query values of a call; undefined, null and empty values are left out of the request. */
export type HttpParams = Record<string, string | number | boolean | undefined | null>;

export type HttpArgs =
  | string
  | {
      url: string;
      method?: HttpMethod;
      params?: HttpParams;
      body?: unknown;
      responseType?: 'json' | 'blob' | 'text';
      headers?: Record<string, string>;
      /** Upload progress, 0..1 (FormData bodies). */
      onProgress?: (fraction: number) => void;
    };

/** A schema as the contracts package defines them (zod), typed structurally. */
export interface ContractSchema {
  safeParse(
    data: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Per-endpoint options: the contract schema its answer must match. */
export interface HttpExtraOptions {
  schema?: ContractSchema;
}

/** Drops undefined, null and empty values so the server sees only real filters. */
export function cleanParams(params: HttpParams = {}): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** Answers are checked against their contract in development and tests; production trusts them. */
const CHECK_CONTRACTS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The first place an answer leaves its contract, as an ApiError (null when it matches). */
export function contractMismatch(
  schema: ContractSchema,
  data: unknown,
  url: string,
): ApiError | null {
  const result = schema.safeParse(data);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') || '(root)';
  return {
    message: `Answer from ${url} does not match its contract at ${path}: ${issue?.message ?? 'invalid'}`,
    code: CONTRACT_MISMATCH,
  };
}

/** Sends one call through the app's one HTTP client (token, refresh, sample-data API). */
export async function send<T = unknown>(
  args: HttpArgs,
  signal?: AbortSignal,
): Promise<HttpResponse<T>> {
  const { url, method, params, body, responseType, headers, onProgress } =
    typeof args === 'string' ? { url: args } : args;
  const http = await loadHttp();
  return http.request<T>({
    url,
    method: method ?? 'GET',
    params: cleanParams(params),
    data: body,
    responseType: responseType ?? 'json',
    headers,
    signal,
    ...(onProgress
      ? {
          onUploadProgress: (e: UploadProgress) =>
            onProgress(e.total ? e.loaded / e.total : (e.progress ?? 0)),
        }
      : {}),
  });
}

/**
 * RTK Query's base query: every endpoint's call goes through `send`; failures become ApiErrors,
 * and in development and tests an answer that drifts from its contract is a failure too.
 */
export const httpBaseQuery: BaseQueryFn<HttpArgs, unknown, ApiError, object, object> = async (
  args,
  { signal },
  extraOptions?: HttpExtraOptions,
) => {
  let data: unknown;
  try {
    data = (await send(args, signal)).data;
  } catch (error) {
    return { error: toApiError(error) };
  }
  const schema = extraOptions?.schema;
  if (CHECK_CONTRACTS && schema) {
    const mismatch = contractMismatch(schema, data, typeof args === 'string' ? args : args.url);
    if (mismatch) {
      // A server/client drift must be loud in development and tests (there is no app logger).
      // eslint-disable-next-line no-console
      console.error(mismatch.message);
      return { error: mismatch };
    }
  }
  return { data };
};

// Test helper: a real axios instance with the fake API mounted, as the app uses it.
import axios, { type AxiosResponse } from 'axios';
import { mountFakeApi } from '../index.ts';
import type { FakeApiSeeds } from '../types.ts';

export function createClient(seeds?: FakeApiSeeds) {
  const http = axios.create();
  const mock = mountFakeApi(http, seeds && (() => seeds));
  return { http, mock };
}

/** Resolves with the response even for 4xx/5xx, to assert on error answers. */
export function anyStatus<T = unknown>(
  promise: Promise<AxiosResponse<T>>,
): Promise<AxiosResponse<T>> {
  return promise.catch((error: unknown) => {
    if (axios.isAxiosError<T>(error) && error.response) return error.response;
    throw error;
  });
}

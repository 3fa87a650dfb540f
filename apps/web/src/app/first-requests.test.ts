// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { requestKey } from '../core/http/first-answers.ts';
import { http } from '../core/http/http.ts';
import { makeSignedInStore } from '../core/test/render.tsx';
import { FIRST_REQUESTS } from './first-requests.ts';
import { startFirstScreen } from './router.tsx';

// Every call the app makes is recorded (as its request key) and answered with an empty object.
let asked: string[] = [];
const original = http.defaults.adapter;
const recording: AxiosAdapter = async (config) => {
  asked.push(requestKey(http.getUri(config)));
  return { data: '{}', status: 200, statusText: 'OK', headers: {}, config, request: null };
};
beforeAll(() => {
  http.defaults.adapter = recording;
  // The empty answers do not match the contracts; only the calls matter here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

describe('the first requests the document sends', { timeout: 60_000 }, () => {
  it.each(Object.entries(FIRST_REQUESTS))(
    '%s: are exactly the calls its first screen makes',
    async (pathname, first) => {
      asked = [];
      await startFirstScreen(makeSignedInStore(first.role), { pathname, search: '' }, 0);
      // The calls leave after the code that makes them has loaded.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const api = asked.filter((key) => key.startsWith('/api/'));
      expect(new Set(api)).toEqual(new Set(first.urls.map(requestKey)));
    },
  );
});

// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpAdapter } from '../core/http/client.ts';
import { requestKey } from '../core/http/first-answers.ts';
import { http } from '../core/http/http.ts';
import { makeSignedInStore } from '../core/test/render.tsx';
import { EVERY_SCREEN_REQUESTS, FIRST_REQUESTS } from './first-requests.ts';
import { startFirstScreen } from './router.tsx';

// Every call the app makes is recorded (as its request key) and answered with an empty object.
let asked: string[] = [];
const original = http.defaults.adapter;
const recording: HttpAdapter = async (config) => {
  asked.push(requestKey(http.getUri(config)));
  return { data: '{}', status: 200, statusText: 'OK', headers: {}, config };
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
      const expected = new Set([...first.urls, ...EVERY_SCREEN_REQUESTS].map(requestKey));
      const api = () => new Set(asked.filter((key) => key.startsWith('/api/')));
      // The calls leave after the code that makes them has loaded: waited for (a busy machine
      // loads it later), then a moment more, so a call beyond them would be seen too.
      await vi.waitFor(() => expect([...expected].filter((key) => !api().has(key))).toEqual([]), {
        timeout: 5_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(api()).toEqual(expected);
    },
  );

  it.each(['/datatables/basic', '/apps/email', '/careers/calendar', '/portal/profile'])(
    '%s: every signed-in screen asks for what the head sends for every screen',
    async (pathname) => {
      asked = [];
      const role = pathname.startsWith('/portal') ? 'candidate' : 'admin';
      await startFirstScreen(makeSignedInStore(role), { pathname, search: '' }, 0);
      await vi.waitFor(
        () => {
          for (const url of EVERY_SCREEN_REQUESTS) expect(asked).toContain(requestKey(url));
        },
        { timeout: 5_000 },
      );
    },
  );
});

describe('the first render', { timeout: 60_000 }, () => {
  it('waits for the settings (the showcase, the time zone) as for the screen’s own data', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    http.defaults.adapter = async (config) => {
      if (requestKey(http.getUri(config)) === '/api/v1/settings') await held;
      return { data: '{}', status: 200, statusText: 'OK', headers: {}, config };
    };
    try {
      const store = makeSignedInStore('admin');
      let settled = false;
      const first = startFirstScreen(store, { pathname: '/datatables/basic', search: '' }, 5_000);
      void first.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      release();
      await first;
      expect(JSON.stringify(store.getState())).toContain('getSettings(undefined)');
    } finally {
      http.defaults.adapter = recording;
    }
  });
});

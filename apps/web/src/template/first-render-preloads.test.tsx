// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { matchAt } from '../app/routes.tsx';
import { ensureFakeApi } from '../core/http/fake-api-loader.ts';
import { http } from '../core/http/http.ts';
import { makeTestStore, render } from '../core/test/render.tsx';
import { EmailPage } from './apps/email/email-page.tsx';
import { InvoiceListPage } from './apps/invoice/invoice-list-page.tsx';
import { UserListPage } from './apps/user/user-list-page.tsx';
import { BasicDatatablesPage } from './tables-charts/datatables/basic-page.tsx';

afterEach(cleanup);

// The sample API is a big module to load in jsdom: load it once before the tests time anything.
beforeAll(() => ensureFakeApi(http), 120_000);

// The mailbox's sidebar asks the window's width (jsdom has no media queries).
beforeAll(() => {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
});

/** Every sample call the app makes, by path, while a test runs. */
function countCalls() {
  const calls: string[] = [];
  const id = http.interceptors.request.use((config) => {
    calls.push(config.url ?? '');
    return config;
  });
  return { calls, stop: () => http.interceptors.request.eject(id) };
}

const SCREENS: [path: string, pattern: string, screen: ReactElement, data: string][] = [
  ['/apps/user/list', '/apps/user/list', <UserListPage />, 'td a[href^="/apps/user/view/"]'],
  [
    '/apps/invoice/list',
    '/apps/invoice/list',
    <InvoiceListPage />,
    'td a[href^="/apps/invoice/preview/"]',
  ],
  ['/apps/email', '/apps/email', <EmailPage />, '.mail-list .mail-item'],
  ['/apps/email/sent', '/apps/email/:folder', <EmailPage />, '.mail-list .mail-item'],
  ['/apps/email/label/company', '/apps/email/label/:label', <EmailPage />, '.mail-list .mail-item'],
  ['/datatables/basic', '/datatables/basic', <BasicDatatablesPage />, 'table tbody td a, td'],
];

describe('a template screen’s route preload', { timeout: 30_000 }, () => {
  it.each(SCREENS)(
    '%s: asks for what the screen shows, so its first render has its data',
    async (path, pattern, screen, data) => {
      const store = makeTestStore();
      const { route, params } = matchAt(path);
      expect(route.preload).toBeTypeOf('function');
      const { calls, stop } = countCalls();
      try {
        await route.preload!({ params, search: new URLSearchParams() }, store.dispatch);
        // Answered: every request the preload started has settled in the cache.
        await expect
          .poll(() => {
            const queries = Object.values(store.getState().api?.queries ?? {});
            return queries.length > 0 && queries.every((q) => q?.status === 'fulfilled');
          })
          .toBe(true);
        const asked = calls.length;
        expect(asked).toBeGreaterThan(0);
        const { container } = render(
          <Routes>
            <Route path={pattern} element={screen} />
          </Routes>,
          { store, route: path },
        );
        // The first render shows the records, not a loading row: no waiting for them here.
        expect(container.querySelector(data)).not.toBeNull();
        expect(container.querySelector(data)?.textContent?.trim()).not.toBe('');
        // And the screen asked for nothing the preload had not asked for already.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(calls.length).toBe(asked);
      } finally {
        stop();
      }
    },
  );
});

describe('the mailbox’s route preload', () => {
  it.each(['/apps/email/outbox', '/apps/email/label/secret'])(
    '%s (no such folder or label): asks for nothing, the screen sends to the inbox',
    async (path) => {
      const store = makeTestStore();
      const { route, params } = matchAt(path);
      const { calls, stop } = countCalls();
      try {
        await route.preload!({ params, search: new URLSearchParams() }, store.dispatch);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(calls).toEqual([]);
      } finally {
        stop();
      }
    },
  );
});

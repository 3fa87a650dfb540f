// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, writeTokens } from '../auth/session-storage.ts';
import { networkAdapter, sessionServer, type WireRequest } from './test-network.ts';

const api = (request: WireRequest) => ({ status: 200, body: { path: request.url } });

/** A tab: its own copy of the http core (own queue, own bridge), sharing localStorage. */
async function openTab(serve: (request: WireRequest) => { status: number; body: unknown }) {
  vi.resetModules();
  const { http } = await import('./http.ts');
  http.defaults.adapter = networkAdapter(serve);
  return http;
}

type Granted<T> = (lock: { name: string } | null) => T;

/** A first-come, first-served Web Locks stand-in (jsdom has none), with `ifAvailable`. */
function installLocks(): { granted: { name: string; waited: boolean }[] } {
  const log = { granted: [] as { name: string; waited: boolean }[] };
  const tails = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  function request<T>(
    name: string,
    optionsOrTask: { ifAvailable?: boolean } | Granted<T>,
    maybeTask?: Granted<T>,
  ): Promise<Awaited<T>> {
    const options = typeof optionsOrTask === 'function' ? {} : optionsOrTask;
    const task = (typeof optionsOrTask === 'function' ? optionsOrTask : maybeTask) as Granted<T>;
    if (options.ifAvailable && held.has(name)) return Promise.resolve(task(null));
    const waited = held.has(name);
    const run = (tails.get(name) ?? Promise.resolve()).then(async (): Promise<Awaited<T>> => {
      held.add(name);
      log.granted.push({ name, waited });
      try {
        return await task({ name });
      } finally {
        held.delete(name);
      }
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return log;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ fullName: 'A', role: 'admin' }));
  localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

describe('two tabs whose tokens expire together', () => {
  it('present the refresh token once: the second tab adopts what the first stored', async () => {
    const locks = installLocks();
    const server = sessionServer(api);
    const first = await openTab(server.serve);
    const second = await openTab(server.serve);

    const answers = await Promise.all([
      first.get<{ path: string }>('/api/v1/vacancies'),
      second.get<{ path: string }>('/api/v1/applications'),
    ]);

    expect(answers.map((a) => a.data.path)).toEqual(['/api/v1/vacancies', '/api/v1/applications']);
    expect(locks.granted).toEqual([
      { name: 'careers-session-refresh', waited: false },
      { name: 'careers-session-refresh', waited: true },
    ]);
    expect(server.state.presented).toEqual(['refresh-1']);
    expect(server.isRevoked()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it("a tab that waited for the lock waits for the other tab's tokens to reach its storage", async () => {
    installLocks();
    const server = sessionServer(api);
    const first = await openTab(server.serve);
    // The first tab's writes reach the shared storage 100 ms late, as Chromium may deliver
    // another tab's localStorage writes.
    const { setSessionBridge } = await import('./session-bridge.ts');
    let mine = { accessToken: 'expired', refreshToken: 'refresh-1' };
    setSessionBridge({
      getAccessToken: () => mine.accessToken,
      getRefreshToken: () => mine.refreshToken,
      setTokens: (tokens) => {
        mine = tokens;
        setTimeout(() => writeTokens(tokens), 100);
      },
      endSession: () => undefined,
    });
    const second = await openTab(server.serve);

    await Promise.all([first.get('/api/v1/vacancies'), second.get('/api/v1/applications')]);
    expect(server.state.presented).toEqual(['refresh-1']);
    expect(server.isRevoked()).toBe(false);
  });

  it('a tab opened after the refresh keeps the session going for both', async () => {
    installLocks();
    const server = sessionServer(api);
    const first = await openTab(server.serve);
    const second = await openTab(server.serve);
    await first.get('/api/v1/vacancies');
    await second.get('/api/v1/vacancies');
    await Promise.all([first.get('/api/v1/a'), second.get('/api/v1/b')]);
    expect(server.state.presented).toEqual(['refresh-1']);
    expect(server.isRevoked()).toBe(false);
  });
});

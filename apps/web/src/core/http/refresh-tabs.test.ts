// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../auth/session-storage.ts';
import { networkAdapter, sessionServer, type WireRequest } from './test-network.ts';

const api = (request: WireRequest) => ({ status: 200, body: { path: request.url } });

/** A tab: its own copy of the http core (own queue, own bridge), sharing localStorage. */
async function openTab(serve: (request: WireRequest) => { status: number; body: unknown }) {
  vi.resetModules();
  const { http } = await import('./http.ts');
  http.defaults.adapter = [networkAdapter(serve)];
  return http;
}

/** A first-come, first-served Web Locks stand-in (jsdom has none). */
function installLocks(): { held: string[] } {
  const log = { held: [] as string[] };
  const tails = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, task: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => {
        log.held.push(name);
        return task();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
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
    expect(locks.held).toEqual(['careers-session-refresh', 'careers-session-refresh']);
    expect(server.state.presented).toEqual(['refresh-1']);
    expect(server.isRevoked()).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
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

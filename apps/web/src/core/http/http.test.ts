// @vitest-environment jsdom
import { MockHttp } from '../test/mock-http.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, REFRESH_URL } from './http.ts';
import { STORAGE_KEYS } from '../auth/session-storage.ts';

let mock: MockHttp;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify({ fullName: 'A', role: 'admin' }));
  localStorage.setItem(STORAGE_KEYS.accessToken, 'expired');
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  mock = new MockHttp(http, { delayResponse: 5 });
});

afterEach(() => mock.restore());

function bearer(config: { headers?: unknown }): string | undefined {
  const headers = config.headers as Record<string, string> | undefined;
  return headers?.Authorization;
}

describe('http core', () => {
  it('adds the Bearer token to every request', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'good');
    mock.onGet('/api/v1/me').reply((c) => [200, { auth: bearer(c) }]);
    const res = await http.get<{ auth: string }>('/api/v1/me');
    expect(res.data.auth).toBe('Bearer good');
  });

  it('refreshes once for 10 concurrent 401s and retries all with the new token', async () => {
    let refreshCalls = 0;
    mock.onPost(REFRESH_URL).reply((c) => {
      refreshCalls += 1;
      expect(JSON.parse(String(c.data))).toEqual({ refreshToken: 'refresh-1' });
      return [200, { accessToken: 'fresh', refreshToken: 'refresh-2' }];
    });
    mock
      .onGet(/\/api\/v1\/items\/\d+/)
      .reply((c) => (bearer(c) === 'Bearer fresh' ? [200, { url: c.url }] : [401, {}]));

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => http.get<{ url: string }>(`/api/v1/items/${i}`)),
    );

    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.data.url)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/api/v1/items/${i}`),
    );
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('a failed refresh rejects all 10 requests and clears the session', async () => {
    let refreshCalls = 0;
    mock.onPost(REFRESH_URL).reply(() => {
      refreshCalls += 1;
      return [401, { message: 'Invalid refresh token' }];
    });
    mock.onGet(/\/api\/v1\/items\/\d+/).reply(401, {});

    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => http.get(`/api/v1/items/${i}`)),
    );

    expect(refreshCalls).toBe(1);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.userData)).toBeNull();
  });

  it('requests sent while a refresh runs wait for it and use the new token', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let refreshing = false;
    mock.onPost(REFRESH_URL).reply(async () => {
      refreshing = true;
      await gate;
      return [200, { accessToken: 'fresh', refreshToken: 'refresh-2' }];
    });
    const seen: (string | undefined)[] = [];
    mock.onGet('/api/v1/a').reply((c) => (bearer(c) === 'Bearer fresh' ? [200, {}] : [401, {}]));
    mock.onGet('/api/v1/b').reply((c) => {
      seen.push(bearer(c));
      return [200, {}];
    });

    const first = http.get('/api/v1/a');
    // The 401 has arrived and the refresh is under way (a fixed sleep could end before it on a busy
    // machine, and the second request would then go out, rightly, with the old token).
    await vi.waitFor(() => expect(refreshing).toBe(true));
    const second = http.get('/api/v1/b');
    release();
    await Promise.all([first, second]);
    expect(seen).toEqual(['Bearer fresh']);
  });

  it('never refreshes for the refresh, login or register calls', async () => {
    let refreshCalls = 0;
    mock.onPost(REFRESH_URL).reply(() => {
      refreshCalls += 1;
      return [401, {}];
    });
    mock.onPost('/api/v1/admin/login').reply(401, { message: 'Email or Password is Invalid' });
    mock.onPost('/api/v1/candidate/register').reply(401, {});
    await expect(http.post('/api/v1/admin/login', {})).rejects.toMatchObject({
      response: { status: 401 },
    });
    await expect(http.post('/api/v1/candidate/register', {})).rejects.toBeTruthy();
    expect(refreshCalls).toBe(0);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('expired');
  });
});

// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { isCancel } from '../http/client.ts';
import { MockHttp } from '../test/mock-http.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, LOGOUT_DRAIN_MS, REFRESH_URL } from '../http/http.ts';
import { authReducer, login, logout, tokensRefreshed } from './auth.slice.ts';
import { setSessionBridge, storageBridge } from '../http/session-bridge.ts';
import { logoutEverywhere } from './logout.ts';

const mock = new MockHttp(http);
afterEach(() => {
  mock.reset();
  localStorage.clear();
});

const payload = {
  userData: { id: 1, fullName: 'Ada Admin', email: 'a@x.ac.uk', role: 'admin', ability: [] },
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

describe('session', () => {
  it('login stores userData (JSON) and both tokens (plain strings)', () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login(payload));
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(payload.userData);
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(store.getState().auth.userData?.fullName).toBe('Ada Admin');
  });

  it('logoutEverywhere revokes the refresh token, then clears the session', async () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login(payload));
    let body: unknown = null;
    mock.onPost('/api/v1/jwt/logout').reply((c) => {
      body = JSON.parse(String(c.data));
      return [204];
    });
    await store.dispatch(logoutEverywhere());
    expect(body).toEqual({ refreshToken: 'refresh-1' });
    expect(store.getState().auth).toEqual({
      userData: null,
      accessToken: null,
      refreshToken: null,
      // A logout is not a session that ended: the login page says nothing about it.
      sessionEnded: false,
    });
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it('clears the session even when the server cannot be reached', async () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login(payload));
    mock.onPost('/api/v1/jwt/logout').networkError();
    await store.dispatch(logoutEverywhere());
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('lets calls on their way finish, sends none meanwhile, then revokes', async () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login(payload));
    mock.onPost('/api/v1/jwt/logout').reply(204);
    // A save sent just before Log out; the server answers it after the click.
    let answerSave = () => {};
    mock
      .onPut('/api/v1/profile')
      .reply(() => new Promise((resolve) => (answerSave = () => resolve([200, { saved: true }]))));
    mock.onGet('/api/v1/approvals').reply(200, { total: 0 });
    const save = http.put('/api/v1/profile', { headline: 'Graduate' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    const loggingOut = store.dispatch(logoutEverywhere());
    // A screen's call started while the logout waits (the menu's count, say) is not sent.
    expect(isCancel(await http.get('/api/v1/approvals').catch((e: unknown) => e))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mock.history.post).toEqual([]);

    answerSave();
    expect((await save).data).toEqual({ saved: true });
    await loggingOut;
    expect(mock.history.post!.map((c) => c.url)).toEqual(['/api/v1/jwt/logout']);
    expect(mock.history.get).toEqual([]);
    expect(store.getState().auth.accessToken).toBeNull();
    // Once the logout has settled, calls go out again (signed out: without a token).
    expect((await http.get('/api/v1/approvals')).status).toBe(200);
    expect(mock.history.get![0]!.headers?.Authorization).toBeUndefined();
  });

  it('revokes after LOGOUT_DRAIN_MS at most, and a late 401 starts no refresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const store = configureStore({ reducer: { auth: authReducer } });
      store.dispatch(login(payload));
      mock.onPost('/api/v1/jwt/logout').reply(204);
      mock.onPost(REFRESH_URL).reply(200, { accessToken: 'access-2', refreshToken: 'refresh-2' });
      let answerSlow = () => {};
      mock
        .onGet('/api/v1/export')
        .reply(() => new Promise((resolve) => (answerSlow = () => resolve([401, {}]))));
      const slow = http.get('/api/v1/export').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(0);

      const loggingOut = store.dispatch(logoutEverywhere());
      await vi.advanceTimersByTimeAsync(LOGOUT_DRAIN_MS - 1);
      expect(mock.history.post).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await loggingOut;
      expect(mock.history.post!.map((c) => c.url)).toEqual(['/api/v1/jwt/logout']);

      answerSlow();
      expect(await slow).toMatchObject({ response: { status: 401 } });
      expect(mock.history.post!.map((c) => c.url)).toEqual(['/api/v1/jwt/logout']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for a refresh under way, revokes the rotated token and resends nothing', async () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login(payload));
    setSessionBridge({
      getAccessToken: () => store.getState().auth.accessToken,
      getRefreshToken: () => store.getState().auth.refreshToken,
      setTokens: (tokens) => store.dispatch(tokensRefreshed(tokens)),
      endSession: () => store.dispatch(logout()),
    });
    try {
      let revoked: unknown = null;
      mock.onPost('/api/v1/jwt/logout').reply((c) => {
        revoked = JSON.parse(String(c.data));
        return [204];
      });
      let answerRefresh = () => {};
      mock.onPost(REFRESH_URL).reply(
        () =>
          new Promise((resolve) => {
            answerRefresh = () =>
              resolve([200, { accessToken: 'access-2', refreshToken: 'refresh-2' }]);
          }),
      );
      // The access token has expired: the call is answered 401 and a refresh starts.
      mock.onGet('/api/v1/notifications').reply(401, {});
      const call = http.get('/api/v1/notifications').catch((e: unknown) => e);
      await vi.waitFor(() => expect(mock.history.post!.map((c) => c.url)).toEqual([REFRESH_URL]));

      const loggingOut = store.dispatch(logoutEverywhere());
      answerRefresh();
      await loggingOut;

      expect(revoked).toEqual({ refreshToken: 'refresh-2' });
      expect(await call).toMatchObject({ response: { status: 401 } });
      expect(mock.history.get!.map((c) => c.url)).toEqual(['/api/v1/notifications']);
    } finally {
      setSessionBridge(storageBridge);
    }
  });
});

// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../http/http.ts';
import { authReducer, login } from './auth.slice.ts';
import { logoutEverywhere } from './logout.ts';

const mock = new MockAdapter(http);
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
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, logout, selectIsLoggedIn } from '../core/auth/auth.slice.ts';
import { sessionBridge } from '../core/http/session-bridge.ts';
import { connectSession } from './session.ts';
import { store } from './store.ts';

const payload = {
  userData: { id: 'u1', fullName: 'Ada', email: 'a@x.ac.uk', role: 'admin', ability: [] },
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

/** What another tab's writes look like to this one: storage changed, then a `storage` event. */
function inAnotherTab(change: () => void, key: string | null) {
  change();
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

let disconnect: () => void = () => undefined;

beforeEach(() => {
  localStorage.clear();
  store.dispatch(logout());
  disconnect = connectSession(store);
  store.dispatch(login(payload));
});

afterEach(() => disconnect());

describe('the session across tabs', () => {
  it("follows another tab's refresh, so this tab never presents a rotated token", () => {
    inAnotherTab(() => {
      localStorage.setItem('accessToken', 'access-2');
      localStorage.setItem('refreshToken', 'refresh-2');
    }, 'refreshToken');
    expect(sessionBridge().getAccessToken()).toBe('access-2');
    expect(sessionBridge().getRefreshToken()).toBe('refresh-2');
    expect(store.getState().auth.userData?.fullName).toBe('Ada');
  });

  it('a logout in another tab logs this one out, without the session-ended message', () => {
    inAnotherTab(() => localStorage.clear(), null);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().auth.sessionEnded).toBe(false);
  });

  it('ignores storage keys that are not the session', () => {
    const before = store.getState().auth;
    inAnotherTab(() => localStorage.setItem('accessToken', 'access-9'), 'layout');
    expect(store.getState().auth).toBe(before);
  });
});

describe('a refresh that fails', () => {
  it('ends the session with the message; the next sign-in clears it', () => {
    sessionBridge().endSession();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(store.getState().auth.sessionEnded).toBe(true);
    expect(localStorage.getItem('refreshToken')).toBeNull();
    store.dispatch(login(payload));
    expect(store.getState().auth.sessionEnded).toBe(false);
  });

  it('says nothing when the user had already logged out', () => {
    store.dispatch(logout());
    sessionBridge().endSession();
    expect(store.getState().auth.sessionEnded).toBe(false);
  });
});

// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it } from 'vitest';
import { authReducer, login, logout, userDataRefreshed } from './auth.slice.ts';

afterEach(() => localStorage.clear());

const student = {
  id: 's1',
  fullName: 'Sam Student',
  email: 's@x.ac.uk',
  role: 'candidate',
  ability: [],
  emailVerified: false,
};

describe('userDataRefreshed', () => {
  it("replaces the signed-in user's data (an address confirmed) and keeps the tokens", () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login({ userData: student, accessToken: 'a', refreshToken: 'r' }));
    store.dispatch(userDataRefreshed({ ...student, emailVerified: true }));
    expect(store.getState().auth).toMatchObject({
      accessToken: 'a',
      refreshToken: 'r',
      userData: { emailVerified: true },
    });
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ emailVerified: true });
  });

  it('changes nothing for another account or once signed out', () => {
    const store = configureStore({ reducer: { auth: authReducer } });
    store.dispatch(login({ userData: student, accessToken: 'a', refreshToken: 'r' }));
    store.dispatch(userDataRefreshed({ ...student, id: 'other', emailVerified: true }));
    expect(store.getState().auth.userData?.emailVerified).toBe(false);
    store.dispatch(logout());
    store.dispatch(userDataRefreshed({ ...student, emailVerified: true }));
    expect(store.getState().auth.userData).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { selectUser } from '../../core/auth/auth.slice.ts';
import { makeTestStore, WithProviders } from '../../core/test/render.tsx';
import { useAccountRole, useSignIn } from './use-sign-in.ts';

function setup(route: string) {
  const store = makeTestStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithProviders route={route} store={store}>
      {children}
    </WithProviders>
  );
  const hook = renderHook(
    () => ({ signIn: useSignIn(), role: useAccountRole(), location: useLocation() }),
    { wrapper },
  );
  return { store, result: hook.result };
}

const payload = {
  accessToken: 'a',
  refreshToken: 'r',
  userData: {
    id: 'u1',
    fullName: 'Ada',
    email: 'ada@uni.example',
    role: 'candidate' as const,
    ability: [],
  },
};

describe('useSignIn', () => {
  it('starts the session and lands on the home of the account (the redirect is not a known page)', () => {
    const { store, result } = setup('/login?redirect=/nowhere');
    act(() => result.current.signIn(payload));
    expect(selectUser(store.getState())).toMatchObject({ fullName: 'Ada' });
    expect(result.current.location.pathname).toBe('/portal/vacancies');
  });
});

describe('useAccountRole', () => {
  it('starts on staff when the link asks for it, on candidate otherwise', () => {
    expect(setup('/login?role=admin').result.current.role[0]).toBe('admin');
    expect(setup('/login').result.current.role[0]).toBe('candidate');
  });
});

import { login } from '../../../core/auth/auth.slice.ts';
import { makeTestStore } from '../../../core/test/render.tsx';

/** The signed-in member of staff of the calendar's tests, and a colleague. */
export const ME = '0d7e1c2a-4b5f-4c6d-8e9f-a1b2c3d4e5f6';
export const COLLEAGUE = '1e7e1c2a-4b5f-4c6d-8e9f-a1b2c3d4e5f7';

/** A test store signed in as Priya Raman (`ME`), a member of staff. */
export function signedInStaff() {
  const store = makeTestStore();
  store.dispatch(
    login({
      accessToken: 'a',
      refreshToken: 'r',
      userData: { id: ME, fullName: 'Priya Raman', email: 'p@x.test', role: 'admin', ability: [] },
    }),
  );
  return store;
}

import { createAsyncThunk } from '@reduxjs/toolkit';
import { http } from '../http/http.ts';
import { logout, type AuthState } from './auth.slice.ts';

/** Revokes the refresh token on the server, then clears the session whatever the answer. */
export const logoutEverywhere = createAsyncThunk<void, void, { state: { auth: AuthState } }>(
  'auth/logoutEverywhere',
  async (_, { getState, dispatch }) => {
    const { refreshToken } = getState().auth;
    try {
      if (refreshToken) await http.post('/api/v1/jwt/logout', { refreshToken });
    } catch {
      // An expired or already revoked session is still a logout for this browser.
    } finally {
      dispatch(logout());
    }
  },
);

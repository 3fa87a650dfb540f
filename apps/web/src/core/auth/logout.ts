import { createAsyncThunk } from '@reduxjs/toolkit';
import { endingSession, http } from '../http/http.ts';
import { logout, type AuthState } from './auth.slice.ts';

/**
 * Revokes the refresh token on the server once the calls on their way have finished, then clears
 * the session whatever the answer.
 */
export const logoutEverywhere = createAsyncThunk<void, void, { state: { auth: AuthState } }>(
  'auth/logoutEverywhere',
  async (_, { getState, dispatch }) => {
    try {
      await endingSession(async () => {
        // Read once the calls on their way have finished: a refresh among them rotates it.
        const { refreshToken } = getState().auth;
        if (refreshToken) await http.post('/api/v1/jwt/logout', { refreshToken });
      });
    } catch {
      // An expired or already revoked session is still a logout for this browser.
    } finally {
      dispatch(logout());
    }
  },
);

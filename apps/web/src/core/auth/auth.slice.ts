import type { UnknownAction } from 'redux';
import { action } from '../store/actions.ts';
import {
  clearSession,
  readStoredTokens,
  readStoredUser,
  writeSession,
  writeTokens,
} from './session-storage.ts';
import type { LoginPayload, SessionTokens, UserData } from './types.ts';

export interface AuthState {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

export function initialAuthState(): AuthState {
  const tokens = readStoredTokens();
  return {
    userData: readStoredUser(),
    accessToken: tokens.accessToken ?? null,
    refreshToken: tokens.refreshToken ?? null,
  };
}

export const login = action<LoginPayload>('auth/login');
export const tokensRefreshed = action<SessionTokens>('auth/tokensRefreshed');
export const logout = action('auth/logout');

// A plain reducer rather than createSlice: the login page then carries no Redux Toolkit
// (DESIGN §6 budget). The state is persisted as spec §4 says: userData (JSON) and the two tokens.
export function authReducer(
  state: AuthState = initialAuthState(),
  action: UnknownAction,
): AuthState {
  if (login.match(action)) {
    writeSession(action.payload);
    const { userData, accessToken, refreshToken } = action.payload;
    return { userData, accessToken, refreshToken };
  }
  if (tokensRefreshed.match(action)) {
    writeTokens(action.payload);
    return { ...state, ...action.payload };
  }
  if (logout.match(action)) {
    clearSession();
    return { userData: null, accessToken: null, refreshToken: null };
  }
  return state;
}

export const selectUser = (state: { auth: AuthState }) => state.auth.userData;
export const selectIsLoggedIn = (state: { auth: AuthState }) =>
  state.auth.userData !== null && state.auth.accessToken !== null;

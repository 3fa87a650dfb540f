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
  /** The session could not be refreshed: the login page says so (a logout does not). */
  sessionEnded: boolean;
}

export type StoredSession = Pick<AuthState, 'userData' | 'accessToken' | 'refreshToken'>;

/** The session as local storage holds it now (every tab of the app shares it). */
export function readStoredSession(): StoredSession {
  const tokens = readStoredTokens();
  return {
    userData: readStoredUser(),
    accessToken: tokens.accessToken ?? null,
    refreshToken: tokens.refreshToken ?? null,
  };
}

export function initialAuthState(): AuthState {
  return { ...readStoredSession(), sessionEnded: false };
}

const SIGNED_OUT: AuthState = {
  userData: null,
  accessToken: null,
  refreshToken: null,
  sessionEnded: false,
};

export const login = action<LoginPayload>('auth/login');
export const tokensRefreshed = action<SessionTokens>('auth/tokensRefreshed');
export const logout = action('auth/logout');
/** The refresh failed: the session is forgotten and the user told why. */
export const sessionEnded = action('auth/sessionEnded');
/** The server answered a newer userData for the signed-in user (an address confirmed, say). */
export const userDataRefreshed = action<UserData>('auth/userDataRefreshed');
/** Another tab changed the stored session (a refresh, a sign-in, a logout): follow it. */
export const storageChanged = action<StoredSession>('auth/storageChanged');

function sameSession(state: AuthState, stored: StoredSession): boolean {
  return (
    state.accessToken === stored.accessToken &&
    state.refreshToken === stored.refreshToken &&
    JSON.stringify(state.userData) === JSON.stringify(stored.userData)
  );
}

// A plain reducer rather than createSlice: the login page then carries no Redux Toolkit
// (DESIGN §6 budget). The state is persisted as spec §4 says: userData (JSON) and the two tokens.
export function authReducer(
  state: AuthState = initialAuthState(),
  action: UnknownAction,
): AuthState {
  if (login.match(action)) {
    writeSession(action.payload);
    const { userData, accessToken, refreshToken } = action.payload;
    return { userData, accessToken, refreshToken, sessionEnded: false };
  }
  if (tokensRefreshed.match(action)) {
    writeTokens(action.payload);
    return { ...state, ...action.payload };
  }
  if (userDataRefreshed.match(action)) {
    const { accessToken, refreshToken, userData } = state;
    // Only the user signed in now: a late answer about another account changes nothing.
    if (!accessToken || !refreshToken || userData?.id !== action.payload.id) return state;
    writeSession({ accessToken, refreshToken, userData: action.payload });
    return { ...state, userData: action.payload };
  }
  if (logout.match(action)) {
    clearSession();
    return SIGNED_OUT;
  }
  if (sessionEnded.match(action)) {
    clearSession();
    // Only a session that was there can end: a late refresh after a logout says nothing.
    return { ...SIGNED_OUT, sessionEnded: state.userData !== null };
  }
  if (storageChanged.match(action)) {
    if (sameSession(state, action.payload)) return state;
    // Storage already holds this: nothing is written back, so tabs never echo each other.
    return {
      ...action.payload,
      sessionEnded: action.payload.userData ? false : state.sessionEnded,
    };
  }
  return state;
}

export const selectUser = (state: { auth: AuthState }) => state.auth.userData;
export const selectSessionEnded = (state: { auth: AuthState }) => state.auth.sessionEnded;
export const selectIsLoggedIn = (state: { auth: AuthState }) =>
  state.auth.userData !== null && state.auth.accessToken !== null;

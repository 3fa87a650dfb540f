import type { SessionTokens } from '../auth/types.ts';
import { clearSession, readStoredTokens, writeTokens } from '../auth/session-storage.ts';

/**
 * How the http core reads and changes the session. The app connects it to the Redux store at
 * start-up; by default (tests, early requests) it works on local storage directly.
 */
export interface SessionBridge {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: SessionTokens): void;
  /** A refresh failed: forget the session and send the user to /login. */
  endSession(): void;
}

export const storageBridge: SessionBridge = {
  getAccessToken: () => readStoredTokens().accessToken ?? null,
  getRefreshToken: () => readStoredTokens().refreshToken ?? null,
  setTokens: writeTokens,
  endSession: clearSession,
};

let current: SessionBridge = storageBridge;

export function setSessionBridge(bridge: SessionBridge): void {
  current = bridge;
}

export function sessionBridge(): SessionBridge {
  return current;
}

import {
  readStoredSession,
  sessionEnded,
  storageChanged,
  tokensRefreshed,
} from '../core/auth/auth.slice.ts';
import { STORAGE_KEYS } from '../core/auth/session-storage.ts';
import { setSessionBridge } from '../core/http/session-bridge.ts';
import type { store as appStore } from './store.ts';

const SESSION_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

/**
 * The http core reads tokens from the store and reports refreshes and failures to it. A failed
 * refresh ends the session; the route guard then sends the user to /login, which says why.
 * Another tab's refresh, sign-in or logout reaches this tab through the `storage` event, so the
 * store never holds a token another tab has already rotated.
 */
export function connectSession(store: typeof appStore, target: Window = window): () => void {
  setSessionBridge({
    getAccessToken: () => store.getState().auth.accessToken,
    getRefreshToken: () => store.getState().auth.refreshToken,
    setTokens: (tokens) => store.dispatch(tokensRefreshed(tokens)),
    endSession: () => store.dispatch(sessionEnded()),
  });
  const follow = (event: StorageEvent) => {
    // key is null when another tab cleared the whole storage.
    if (event.key !== null && !SESSION_KEYS.includes(event.key)) return;
    store.dispatch(storageChanged(readStoredSession()));
  };
  target.addEventListener('storage', follow);
  return () => target.removeEventListener('storage', follow);
}

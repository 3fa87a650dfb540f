import { logout, tokensRefreshed } from '../core/auth/auth.slice.ts';
import { setSessionBridge } from '../core/http/session-bridge.ts';
import type { store as appStore } from './store.ts';

/**
 * The http core reads tokens from the store and reports refreshes and failures to it. A failed
 * refresh logs out; the route guard then sends the user to /login.
 */
export function connectSession(store: typeof appStore): void {
  setSessionBridge({
    getAccessToken: () => store.getState().auth.accessToken,
    getRefreshToken: () => store.getState().auth.refreshToken,
    setTokens: (tokens) => store.dispatch(tokensRefreshed(tokens)),
    endSession: () => store.dispatch(logout()),
  });
}

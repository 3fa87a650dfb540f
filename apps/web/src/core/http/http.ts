import {
  canceled,
  createHttp,
  type HttpAdapter,
  type HttpRequestConfig,
  type HttpResponse,
} from './client.ts';
import { readStoredTokens } from '../auth/session-storage.ts';
import type { SessionTokens } from '../auth/types.ts';
import { ensureFakeApi } from './fake-api-loader.ts';
import { takeFirstAnswer } from './first-answers.ts';
import { sessionBridge } from './session-bridge.ts';
import { withTabLock } from './tab-lock.ts';

export const API_BASE = '/api/v1/';
export const REFRESH_URL = '/api/v1/jwt/refresh-token';
/** The Web Lock every tab of this origin takes around a refresh. */
export const REFRESH_LOCK = 'careers-session-refresh';

/** The one HTTP client of the app: Bearer token, refresh-once queue, lazy fake API. */
export const http = createHttp();

// Calls that must never trigger a refresh: the refresh itself and the credential exchanges.
const NO_REFRESH = [/\/jwt\/refresh-token$/, /\/login$/, /\/register$/, /\/jwt\/logout$/];

function pathOf(config: HttpRequestConfig): string {
  return (config.url ?? '').split('?')[0] ?? '';
}

function isRealApi(config: HttpRequestConfig): boolean {
  return pathOf(config).startsWith(API_BASE);
}

function refreshable(config: HttpRequestConfig): boolean {
  const path = pathOf(config);
  return isRealApi(config) && !NO_REFRESH.some((re) => re.test(path));
}

function withToken(config: HttpRequestConfig, token: string | null): HttpRequestConfig {
  const headers = { ...config.headers };
  for (const name of Object.keys(headers)) {
    if (name.toLowerCase() === 'authorization') delete headers[name];
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...config, headers };
}

let refreshing: Promise<string> | null = null;

/** How many logouts are revoking the session on the server now (endingSession). */
let ending = 0;

/** Calls on their way with the session (answers not yet in, retries included). */
const underway = new Set<Promise<unknown>>();

function tracked<T>(call: Promise<T>): Promise<T> {
  underway.add(call);
  const done = () => underway.delete(call);
  call.then(done, done);
  return call;
}

/** How long a logout lets calls already on their way finish before it revokes their session. */
export const LOGOUT_DRAIN_MS = 3000;

/** Resolves once every call settled, or after `ms`, whichever is first. */
function settledWithin(calls: Promise<unknown>[], ms: number): Promise<void> {
  if (calls.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.allSettled(calls).then(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Runs the call that revokes the session on the server. Calls already on their way finish first
 * (up to LOGOUT_DRAIN_MS): a save sent just before Log out lands, and nothing is answered 401 by
 * a session revoked under it. Calls started meanwhile are not sent; the screen they were for is
 * closing. A 401 that still arrives (a call that outlasted the wait) starts no refresh.
 */
export async function endingSession<T>(revoke: () => Promise<T>): Promise<T> {
  ending += 1;
  try {
    await settledWithin([...underway, ...(refreshing ? [refreshing] : [])], LOGOUT_DRAIN_MS);
    return await revoke();
  } finally {
    ending -= 1;
  }
}

// How long a tab that waited for the lock gives the other tab's tokens to reach its storage.
const PROPAGATION_MS = 2000;

/**
 * The stored tokens once they differ from `held`, or as they are after PROPAGATION_MS. Chromium
 * hands one tab's localStorage writes to the others asynchronously, so the tab that held the lock
 * may have stored new tokens that this tab cannot read yet.
 */
async function storedTokensOtherThan(held: string | null): Promise<Partial<SessionTokens>> {
  const until = Date.now() + PROPAGATION_MS;
  let stored = readStoredTokens();
  while (stored.refreshToken === held && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    stored = readStoredTokens();
  }
  return stored;
}

/**
 * Inside the tab lock: when another tab rotated the tokens while this one waited, adopt what it
 * stored, since presenting the rotated token again would end the session (the server takes reuse
 * for theft). Otherwise present ours once and store the answer before the lock is released.
 */
async function exchange(held: string | null, waited: boolean): Promise<string> {
  const bridge = sessionBridge();
  const stored = waited ? await storedTokensOtherThan(held) : readStoredTokens();
  let tokens: SessionTokens;
  if (stored.accessToken && stored.refreshToken && stored.refreshToken !== held) {
    tokens = { accessToken: stored.accessToken, refreshToken: stored.refreshToken };
  } else if (held) {
    tokens = (await http.post<SessionTokens>(REFRESH_URL, { refreshToken: held })).data;
  } else {
    throw new Error('No refresh token');
  }
  bridge.setTokens(tokens);
  return tokens.accessToken;
}

/** Starts a refresh unless one is running; everybody awaits the same promise. */
function refreshOnce(): Promise<string> {
  if (!refreshing) {
    const held = sessionBridge().getRefreshToken();
    refreshing = withTabLock(REFRESH_LOCK, (waited) => exchange(held, waited))
      .catch((error: unknown) => {
        sessionBridge().endSession();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

/** An access token newer than the one a request was sent with. */
function tokenNewerThan(sent: string | null): Promise<string> {
  const current = sessionBridge().getAccessToken();
  // Another request (or another tab) refreshed since this one was sent: use its token.
  if (current && current !== sent && !refreshing) return Promise.resolve(current);
  return refreshOnce();
}

/**
 * Wraps a request's adapter: a 401 refreshes (once for everybody) and the same request goes
 * through the same adapter again. The retry stays inside the client's dispatch, so the body is
 * serialised once and the answer parsed once, exactly as a first answer is.
 */
function refreshingAdapter(
  adapter: HttpRequestConfig['adapter'],
  sent: string | null,
): HttpAdapter {
  return async (config) => {
    const send = adapter ?? http.defaults.adapter;
    // Checked as the call leaves (after any wait in the interceptor), not as it was made.
    if (ending > 0) throw canceled(config, 'The session is ending');
    const answer = await tracked(send(config));
    // Answered while the session is being revoked: it is gone, not stale.
    if (answer.status !== 401 || ending > 0) return answer;
    let token: string;
    try {
      token = await tokenNewerThan(sent);
    } catch {
      // The session is over (the bridge has ended it); the caller gets this request's 401.
      return answer;
    }
    // A logout began while the token was refreshed: the screen is closing, nothing is resent.
    if (ending > 0) return answer;
    return tracked(send(withToken(config, token)));
  };
}

/**
 * Answers a call from the document head's response (first-answers.ts), once. A 401 (the stored
 * token had expired) is this call's 401, so the refresh starts at once instead of after asking
 * again with the same token; a failed fetch or any other status sends the call as usual. The body
 * is handed over as text: the client parses it as it parses any answer.
 */
export function firstAnswerAdapter(
  answer: Promise<Response>,
  adapter: HttpRequestConfig['adapter'],
): HttpAdapter {
  let used = false;
  return async (config) => {
    const send = () => (adapter ?? http.defaults.adapter)(config);
    if (used) return send();
    used = true;
    let response: Response;
    let data: string;
    try {
      response = await answer;
      if (!response.ok && response.status !== 401) return await send();
      data = await response.text();
    } catch {
      return send();
    }
    const answered: HttpResponse = {
      data,
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers.entries()),
      config,
    };
    return answered;
  };
}

http.interceptors.request.use(async (given) => {
  let config = given;
  if (!isRealApi(config)) {
    // Sample-data calls are answered by the fake API, loaded on first use.
    await ensureFakeApi(http);
    config = { ...config, adapter: http.defaults.adapter };
  } else if (refreshing && refreshable(config)) {
    // A refresh is under way: wait for it instead of sending a token known to be stale.
    try {
      await refreshing;
    } catch {
      // The refresh failed and the session is gone; the request goes out and gets its 401.
    }
  }
  if (isRealApi(config) && config.method?.toLowerCase() === 'get') {
    // The first screen's calls: the document's head may have sent them already.
    const first = takeFirstAnswer(http.getUri(config));
    if (first) config = { ...config, adapter: firstAnswerAdapter(first, config.adapter) };
  }
  const token = sessionBridge().getAccessToken();
  if (refreshable(config))
    config = { ...config, adapter: refreshingAdapter(config.adapter, token) };
  return withToken(config, token);
});

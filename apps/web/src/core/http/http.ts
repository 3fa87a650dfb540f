import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { ensureFakeApi } from './fake-api-loader.ts';
import { sessionBridge } from './session-bridge.ts';

export const API_BASE = '/api/v1/';
export const REFRESH_URL = '/api/v1/jwt/refresh-token';

/** The one axios instance of the app: Bearer token, refresh-once queue, lazy fake API. */
export const http = axios.create();

interface RetryConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
  _sentToken?: string | null;
}

// Calls that must never trigger a refresh: the refresh itself and the credential exchanges.
const NO_REFRESH = [/\/jwt\/refresh-token$/, /\/login$/, /\/register$/, /\/jwt\/logout$/];

function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').split('?')[0] ?? '';
}

function isRealApi(config: InternalAxiosRequestConfig): boolean {
  return pathOf(config).startsWith(API_BASE);
}

function refreshable(config: InternalAxiosRequestConfig): boolean {
  const path = pathOf(config);
  return isRealApi(config) && !NO_REFRESH.some((re) => re.test(path));
}

function withToken(config: RetryConfig, token: string | null): RetryConfig {
  const headers = AxiosHeaders.from(config.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  config.headers = headers;
  config._sentToken = token;
  return config;
}

let refreshing: Promise<string> | null = null;

/** Starts a refresh unless one is running; everybody awaits the same promise. */
function refreshOnce(): Promise<string> {
  if (!refreshing) {
    const bridge = sessionBridge();
    const refreshToken = bridge.getRefreshToken();
    const call = refreshToken
      ? http.post<{ accessToken: string; refreshToken: string }>(REFRESH_URL, { refreshToken })
      : Promise.reject(new Error('No refresh token'));
    refreshing = call
      .then((res) => {
        bridge.setTokens(res.data);
        return res.data.accessToken;
      })
      .catch((error: unknown) => {
        bridge.endSession();
        throw error;
      })
      .finally(() => {
        refreshing = null;
      });
  }
  return refreshing;
}

http.interceptors.request.use(async (config: RetryConfig) => {
  if (!isRealApi(config)) {
    // Sample-data calls are answered by the fake API, loaded on first use.
    await ensureFakeApi(http);
    config.adapter = http.defaults.adapter;
  } else if (refreshing && refreshable(config)) {
    // A refresh is under way: wait for it instead of sending a token known to be stale.
    try {
      await refreshing;
    } catch {
      // The refresh failed and the session is gone; the request goes out and gets its 401.
    }
  }
  return withToken(config, sessionBridge().getAccessToken());
});

http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetryConfig | undefined;
  if (!config || error.response?.status !== 401 || config._retried || !refreshable(config)) {
    throw error;
  }
  config._retried = true;
  const current = sessionBridge().getAccessToken();
  // Another request already refreshed since this one was sent: just retry with the new token.
  const token =
    current && current !== config._sentToken && !refreshing ? current : await refreshOnce();
  return http(withToken(config, token));
});

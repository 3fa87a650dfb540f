import type { AxiosInstance } from 'axios';

let loading: Promise<AxiosInstance> | null = null;

/**
 * The http core, loaded on first use (screens that load with the login page call this). Calls
 * made while it loads share one load; a failed chunk load is tried again by the next call.
 */
export function loadHttp(): Promise<AxiosInstance> {
  loading ??= import('./http.ts').then(
    (m) => m.http,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

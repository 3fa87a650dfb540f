import type { HttpClient } from './client.ts';

let loading: Promise<HttpClient> | null = null;

/**
 * The http core, loaded on first use (screens that load with the login page call this). Calls
 * made while it loads share one load; a failed chunk load is tried again by the next call.
 */
export function loadHttp(): Promise<HttpClient> {
  loading ??= import('./http.ts').then(
    (m) => m.http,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

// The same chunk fake-api-loader.ts loads (a glob, so the build does not depend on it existing).
const sampleApiChunk = import.meta.glob('../../fake-api/index.ts');

/**
 * Starts the sample-data API beside a screen that shows its data (route preloads), so the
 * screen's first call does not wait for it: the http core first, then the API on it.
 */
export function loadSampleApi(): void {
  // The sample API's chunk starts now, beside the http core it mounts on (not after it).
  for (const load of Object.values(sampleApiChunk)) void load().catch(() => undefined);
  loadHttp()
    .then((http) => import('./fake-api-loader.ts').then((m) => m.ensureFakeApi(http)))
    .catch(() => {
      // The screen's own call loads it again and reports a failure.
    });
}

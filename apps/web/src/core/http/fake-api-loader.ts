import type { AxiosInstance } from 'axios';

interface FakeApiModule {
  mountFakeApi(instance: AxiosInstance): unknown;
}

// A glob instead of a plain import(): the sample-data API is its own chunk, fetched only when a
// sample call is made (never on the login page), and the build does not depend on it existing.
const loaders = import.meta.glob<FakeApiModule>('../../fake-api/index.ts');

let mounted: Promise<void> | null = null;

/** Loads and mounts the fake API on the instance once; later calls share the same promise. */
export function ensureFakeApi(instance: AxiosInstance): Promise<void> {
  if (!mounted) {
    const load = Object.values(loaders)[0];
    mounted = load
      ? load().then((m) => {
          m.mountFakeApi(instance);
        })
      : Promise.resolve();
    mounted.catch(() => {
      // A failed chunk load may be retried by the next sample call.
      mounted = null;
    });
  }
  return mounted;
}

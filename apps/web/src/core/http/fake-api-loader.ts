import type { HttpClient } from './client.ts';
import type { FakeApiSeeds } from '../../fake-api/types.ts';

interface FakeApiModule {
  mountFakeApi(instance: HttpClient, seeds?: () => FakeApiSeeds): unknown;
}

// What the app gives the sample-data API (the fake API imports nothing of the app). Read when the
// area that needs it is first read, so the frame may give it after the first sample call.
let seedsOf: () => FakeApiSeeds = () => ({ searchPages: [] });

/** The app's part of the sample data: the search's pages, from its route declarations. */
export function provideFakeApiSeeds(seeds: () => FakeApiSeeds): void {
  seedsOf = seeds;
}

// A glob instead of a plain import(): the sample-data API is its own chunk, fetched only when a
// sample call is made (never on the login page), and the build does not depend on it existing.
const loaders = import.meta.glob<FakeApiModule>('../../fake-api/index.ts');

let mounted: Promise<void> | null = null;

/** Loads and mounts the fake API on the instance once; later calls share the same promise. */
export function ensureFakeApi(instance: HttpClient): Promise<void> {
  if (!mounted) {
    const load = Object.values(loaders)[0];
    mounted = load
      ? load().then((m) => {
          m.mountFakeApi(instance, () => seedsOf());
        })
      : Promise.resolve();
    mounted.catch(() => {
      // A failed chunk load may be retried by the next sample call.
      mounted = null;
    });
  }
  return mounted;
}

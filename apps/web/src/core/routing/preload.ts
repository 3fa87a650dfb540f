import { createContext, useContext } from 'react';
import type { Params } from 'react-router';
import type { RouteDeclaration, RouteDispatch } from './route-declaration.ts';

/**
 * Starts what the screen a location opens needs: its chunk, its data, the sample API. Settles
 * (never rejects) once the chunk is in and the data's requests are sent; `answered` settles once
 * the requests have been answered too (or have failed).
 */
export type PreloadPath = (location: string) => Promise<{ answered: Promise<void> }>;

/** The route a path opens with its parameters (the app's route table answers). */
export type MatchPath = (path: string) => { route: RouteDeclaration; params: Params };

export interface PreloadHooks {
  /** Starts the sample-data API (the screen's data comes from it). */
  sampleApi?: () => void;
}

/**
 * The preloader of a route table: for a location (`/careers/vacancies?status=open`) it starts the
 * screen's chunk, the route's own `preload` (its data, from the path parameters and the query)
 * and, for a screen on sample data, the sample API — all at once, so none waits for another.
 */
export function preloaderFor(
  matchAt: MatchPath,
  dispatch: RouteDispatch,
  hooks: PreloadHooks = {},
): PreloadPath {
  return (location) => {
    const [path = location, query = ''] = location.split('#')[0]!.split('?');
    const { route, params } = matchAt(path);
    if (route.sampleData) hooks.sampleApi?.();
    // What the route's preload dispatches: RTK Query's requests are thenables of their answers.
    const requests: PromiseLike<unknown>[] = [];
    const collecting = ((action: Parameters<RouteDispatch>[0]) => {
      const result: unknown = dispatch(action);
      if (isThenable(result)) requests.push(result);
      return result;
    }) as RouteDispatch;
    return Promise.all([
      route.component?.preload(),
      route.preload?.({ params, search: new URLSearchParams(query) }, collecting),
    ]).then(() => ({
      answered: Promise.allSettled(requests).then(() => undefined),
    }));
  };
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** The router provides it; menu links call it on hover and focus, the router on navigation. */
export const RoutePreloadContext = createContext<PreloadPath>(() =>
  Promise.resolve({ answered: Promise.resolve() }),
);

export function usePreloadRoute(): PreloadPath {
  return useContext(RoutePreloadContext);
}

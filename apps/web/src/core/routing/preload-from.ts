import type { RoutePreload } from './route-declaration.ts';

/**
 * A route's preload kept in a chunk of its own, so the route table (loaded with every page, the
 * login page too) does not carry the data layer: `preload: preloadFrom(() => import('./x.ts'),
 * 'preloadX')`. The chunk loads beside the screen's.
 */
export function preloadFrom<M>(load: () => Promise<M>, name: keyof M & string): RoutePreload {
  return (target, dispatch) => {
    return load()
      .then((m) => (m[name] as RoutePreload)(target, dispatch))
      .catch(() => {
        // The screen loads its data itself when it renders; a failed preload costs nothing more.
      });
  };
}

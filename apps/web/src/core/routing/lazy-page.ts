import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType>;

/** A screen loaded on first visit, in its own chunk: `lazyPage(() => import('./x-page.tsx'), 'XPage')`. */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M): LazyScreen {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

/**
 * What an area exports from its `screens.ts`: the component of each of its paths in the route
 * table (app/routes.tsx keeps the paths and their meta; areas only supply the screens).
 */
export type Screens = Record<string, LazyScreen>;

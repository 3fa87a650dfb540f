import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & { displayName?: string };

/**
 * A screen loaded on first visit, in its own chunk: `lazyPage(() => import('./x-page.tsx'), 'XPage')`.
 * It carries the export's name as its displayName (React's tools, and the route table's tests).
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M & string): LazyScreen {
  const screen = lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
  return Object.assign(screen, { displayName: name });
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyScreen = LazyExoticComponent<ComponentType> & {
  displayName?: string;
  /** Starts loading the screen's chunk now (navigation started, a link is pointed at). */
  preload?: () => void;
};

/**
 * A screen loaded on first visit, in its own chunk: `lazyPage(() => import('./x-page.tsx'), 'XPage')`.
 * It carries the export's name as its displayName (React's tools, and the route table's tests),
 * and `preload()`, which starts the chunk before the screen renders; rendering reuses that load.
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M & string): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    loading ??= load().then(
      (m) => ({ default: m[name] as ComponentType }),
      (error: unknown) => {
        // A failed chunk load (a deploy, a dropped connection) is tried again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const screen = lazy(start);
  return Object.assign(screen, {
    displayName: name,
    preload: () => {
      start().catch(() => undefined);
    },
  });
}

import { createElement, lazy, type ComponentType } from 'react';

/** A component whose code loads on first need, and which can be started ahead of that. */
export type LazyComponent<P extends object = object> = ComponentType<P> & {
  displayName?: string;
  /**
   * Starts loading the chunk now (navigation started, a link is pointed at); rendering reuses
   * that load. Settles once the chunk has loaded or failed, and never rejects.
   */
  preload: () => Promise<void>;
};

export type LazyScreen = LazyComponent;

/**
 * `lazy()`, except that once the chunk has loaded the component renders at once, without
 * suspending. React waits at least 300 ms after showing a Suspense fallback before it reveals
 * what the fallback stood for, so a screen whose chunk was preloaded must not suspend at all: the
 * first screen (app/router.tsx starts its chunks as the app starts and renders when they are in)
 * and every screen whose chunk a hover or an earlier visit loaded appear without that wait.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // A failed chunk load (a deploy, a dropped connection) is tried again next time.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Pending = lazy(start);
  function LazyLoaded(props: P) {
    return createElement((loaded ?? Pending) as ComponentType<P>, props);
  }
  return Object.assign(LazyLoaded, {
    preload: () =>
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * A screen loaded on first visit, in its own chunk: `lazyPage(() => import('./x-page.tsx'), 'XPage')`.
 * It carries the export's name as its displayName (React's tools, and the route table's tests).
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M & string): LazyScreen {
  const screen = lazyComponent(() => load().then((m) => m[name] as ComponentType));
  return Object.assign(screen, { displayName: name });
}

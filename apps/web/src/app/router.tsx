import { createElement, Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import type { Store } from 'redux';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { RouteTableContext } from '../core/layout/route-meta.ts';
import type { LazyScreen } from '../core/routing/lazy-page.ts';
import {
  preloaderFor,
  RoutePreloadContext,
  usePreloadRoute,
  type MatchPath,
} from '../core/routing/preload.ts';
import type { RouteDeclaration, RouteDispatch } from '../core/routing/route-declaration.ts';
import { selectIsLoggedIn } from '../core/auth/auth.slice.ts';
import { LOGIN_PATH } from '../core/auth/access.ts';
import { loadHttp, loadSampleApi } from '../core/http/api-error.ts';
import type { RootState } from '../core/store/root-reducer.ts';
import { selectLayout } from '../core/theme/layout.slice.ts';
import { ContentLoader } from '../core/ui/content-loader.tsx';
import { FrameShell, preloadFrame } from './frame-shell.tsx';
import { matchAt, metaAt, notFoundRoute, routeAt, routes } from './routes.tsx';

const hooks = { sampleApi: loadSampleApi };

/** Gives the app's preloader (route table + store) to the menu and the routes below. */
export function PreloadProvider({ match, children }: { match: MatchPath; children: ReactNode }) {
  const dispatch = useDispatch<RouteDispatch>();
  const preload = useMemo(() => preloaderFor(match, dispatch, hooks), [match, dispatch]);
  return <RoutePreloadContext.Provider value={preload}>{children}</RoutePreloadContext.Provider>;
}

/**
 * A route's screen. Its preload starts as soon as navigation lands here (the screen's own chunk
 * may still be loading: the Suspense below lets this commit at once), and again on each new path.
 */
export function RouteScreen({ screen }: { screen: LazyScreen | undefined }) {
  const { pathname, search } = useLocation();
  const preload = usePreloadRoute();
  useLayoutEffect(() => preload(`${pathname}${search}`), [preload, pathname, search]);
  if (!screen) return null;
  return <Suspense fallback={<ContentLoader />}>{createElement(screen)}</Suspense>;
}

/**
 * Starts everything the first screen needs as the app starts, side by side: the screen's chunk
 * and data, and for a signed-in screen the frame (CASL, layout) and the http core. Without it
 * each would wait for the one before to render (entry, frame, layout, screen, data).
 */
export function startFirstScreen(
  store: Store<RootState>,
  location: { pathname: string; search: string } = window.location,
): void {
  const state = store.getState();
  const loggedIn = selectIsLoggedIn(state);
  const route = routeAt(location.pathname);
  const open = route.meta.publicRoute || route.meta.authRoute;
  if (!open && !loggedIn) {
    // Sent to sign in first.
    preloaderFor(matchAt, store.dispatch as RouteDispatch, hooks)(LOGIN_PATH);
    return;
  }
  if (loggedIn && !route.meta.authRoute) {
    preloadFrame(route.meta.layout ?? selectLayout(state).layout);
    void loadHttp().catch(() => undefined);
    // The service's time zone, which every date on the screen is shown in.
    void import('../core/api/settings.ts')
      .then(({ settingsApi }) =>
        (store.dispatch as RouteDispatch)(
          settingsApi.endpoints.getSettings.initiate(undefined, { subscribe: false }),
        ),
      )
      .catch(() => undefined);
  }
  preloaderFor(
    matchAt,
    store.dispatch as RouteDispatch,
    hooks,
  )(`${location.pathname}${location.search}`);
}

/** The route elements of a table, inside the frame (exported for tests). */
export function routeElements(table: RouteDeclaration[]) {
  return table.map((route) => (
    <Route key={route.path} path={route.path} element={<RouteScreen screen={route.component} />} />
  ));
}

// Declarative routing keeps the router's share of the login page small (no data router).
export function AppRouter() {
  return (
    <RouteTableContext.Provider value={metaAt}>
      <PreloadProvider match={matchAt}>
        <BrowserRouter>
          <Routes>
            <Route element={<FrameShell />}>{routeElements([...routes, notFoundRoute])}</Route>
          </Routes>
        </BrowserRouter>
      </PreloadProvider>
    </RouteTableContext.Provider>
  );
}

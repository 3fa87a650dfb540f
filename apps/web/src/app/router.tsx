import { createElement, Suspense, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
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
import { ContentLoader } from '../core/ui/content-loader.tsx';
import { FrameShell } from './frame-shell.tsx';
import { matchAt, metaAt, notFoundRoute, routes } from './routes.tsx';

/** Gives the app's preloader (route table + store) to the menu and the routes below. */
export function PreloadProvider({ match, children }: { match: MatchPath; children: ReactNode }) {
  const dispatch = useDispatch<RouteDispatch>();
  const preload = useMemo(() => preloaderFor(match, dispatch), [match, dispatch]);
  return <RoutePreloadContext.Provider value={preload}>{children}</RoutePreloadContext.Provider>;
}

/**
 * A route's screen. Its preload starts as soon as navigation lands here (the screen's own chunk
 * may still be loading: the Suspense below lets this commit at once), and again on each new path.
 */
export function RouteScreen({ screen }: { screen: LazyScreen | undefined }) {
  const { pathname } = useLocation();
  const preload = usePreloadRoute();
  useLayoutEffect(() => preload(pathname), [preload, pathname]);
  if (!screen) return null;
  return <Suspense fallback={<ContentLoader />}>{createElement(screen)}</Suspense>;
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

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  loadAbilityModule,
  SessionAbilityProvider,
  useAppAbility,
} from '../core/auth/ability-provider.tsx';
import { abilityRedirect, sessionRedirect } from '../core/auth/access.ts';
import type { RouteMeta } from '../core/layout/route-meta.ts';
import { selectIsLoggedIn, selectUser } from '../core/auth/auth.slice.ts';
import { RouteMetaContext } from '../core/layout/route-meta.ts';
import { selectLayout } from '../core/theme/layout.slice.ts';
import { ContentLoader } from '../core/ui/content-loader.tsx';
import { BlankLayout } from './layouts/blank-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { metaAt, routeAt } from './routes.tsx';

// The dashboard layouts carry the navbar, menus and dropdowns: the login page never loads them.
const loadVertical = () => import('./layouts/vertical-layout.tsx');
const loadHorizontal = () => import('./layouts/horizontal-layout.tsx');
// Customizer and scroll-to-top sit beside the layout, so switching layouts keeps them open.
const loadExtras = () => import('./layouts/frame-parts.tsx');
const VerticalLayout = lazy(() => loadVertical().then((m) => ({ default: m.VerticalLayout })));
const HorizontalLayout = lazy(() =>
  loadHorizontal().then((m) => ({ default: m.HorizontalLayout })),
);
const FrameExtras = lazy(() => loadExtras().then((m) => ({ default: m.FrameExtras })));

/**
 * Starts the frame a signed-in screen sits in (CASL, the layout and its extras) before the
 * screen renders, beside the screen's own chunk and data.
 */
export function preloadFrame(layout: string): void {
  void loadAbilityModule();
  if (layout === 'blank') return;
  void (layout === 'horizontal' ? loadHorizontal() : loadVertical());
  void loadExtras();
}

const LAYOUTS: Record<string, ComponentType<{ children: ReactNode }>> = {
  vertical: VerticalLayout,
  horizontal: HorizontalLayout,
  blank: BlankLayout,
};

/** Logged in: the route's subject must be readable, else /misc/not-authorized. */
function AbilityCheck({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const ability = useAppAbility();
  const to = abilityRedirect(meta, ability);
  return to ? <Navigate to={to} replace /> : children;
}

/** Checks access, then shows the matched route inside its layout with the router transition. */
export function FrameShell() {
  const location = useLocation();
  const route = routeAt(location);
  const user = useSelector(selectUser);
  const loggedIn = useSelector(selectIsLoggedIn);
  const { layout: preferred, routerTransition } = useSelector(selectLayout);

  const to = sessionRedirect(route.meta, {
    loggedIn,
    user,
    target: `${location.pathname}${location.search}`,
    requested: new URLSearchParams(location.search).get('redirect'),
    metaAt,
  });
  if (to) return <Navigate to={to} replace />;
  if (route.redirect) return <Navigate to={route.redirect} replace />;
  if (loggedIn) void loadAbilityModule();

  const layoutName = route.meta.layout ?? preferred;
  const Layout = LAYOUTS[layoutName] ?? BlankLayout;
  const screen = (
    <RouteMetaContext.Provider value={route.meta}>
      <Suspense fallback={<ContentLoader />}>
        <Layout>
          {/* Keyed by route, so a new screen plays the transition; parameters alone do not. */}
          <div key={route.path} className={`router-transition transition-${routerTransition}`}>
            <RouteErrorBoundary>
              <Suspense fallback={<ContentLoader />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </Layout>
      </Suspense>
      {layoutName !== 'blank' && (
        <Suspense fallback={null}>
          <FrameExtras />
        </Suspense>
      )}
    </RouteMetaContext.Provider>
  );
  // Login and register need no ability: they stay free of CASL.
  if (route.meta.authRoute) return screen;
  return (
    <Suspense fallback={<ContentLoader />}>
      <SessionAbilityProvider>
        <AbilityCheck meta={route.meta}>{screen}</AbilityCheck>
      </SessionAbilityProvider>
    </Suspense>
  );
}

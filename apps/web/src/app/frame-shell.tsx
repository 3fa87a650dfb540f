import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
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
import { lazyComponent } from '../core/routing/lazy-page.ts';
import { ContentLoader } from '../core/ui/content-loader.tsx';
import { BlankLayout } from './layouts/blank-layout.tsx';
import { RouteErrorBoundary } from './route-error.tsx';
import { metaAt, routeAt } from './routes.tsx';

// The dashboard layouts carry the navbar, menus and dropdowns: the login page never loads them.
const VerticalLayout = lazyComponent(() =>
  import('./layouts/vertical-layout.tsx').then((m) => m.VerticalLayout),
);
const HorizontalLayout = lazyComponent(() =>
  import('./layouts/horizontal-layout.tsx').then((m) => m.HorizontalLayout),
);
// Customizer and scroll-to-top sit beside the layout, so switching layouts keeps them open.
const FrameExtras = lazyComponent(() =>
  import('./layouts/frame-parts.tsx').then((m) => m.FrameExtras),
);

/**
 * Starts the frame a signed-in screen sits in (CASL, the layout and its extras) before the
 * screen renders, beside the screen's own chunk and data. Settles when they have loaded.
 */
export function preloadFrame(layout: string): Promise<unknown> {
  const ability = loadAbilityModule().catch(() => undefined);
  if (layout === 'blank') return ability;
  const frame = layout === 'horizontal' ? HorizontalLayout : VerticalLayout;
  return Promise.all([ability, frame.preload(), FrameExtras.preload()]);
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
  // The page transition plays on navigation, not as the first screen of a visit appears (whose
  // markup the document may already show, build/prerender.ts).
  const [firstPath] = useState(route.path);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && route.path !== firstPath) setNavigated(true);
  const transition = navigated ? routerTransition : 'none';

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
          <div key={route.path} className={`router-transition transition-${transition}`}>
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

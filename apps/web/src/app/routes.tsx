import { matchRoutes, type Location, type Params } from 'react-router';
import type { MetaAt } from '../core/auth/access.ts';
import { lazyPage } from '../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../core/routing/route-declaration.ts';
import { authDemoRoutes, authRoutes } from '../features/auth/routes.ts';
import { careersRoutes } from '../features/careers/routes.ts';
import { employerAuthRoutes, employerRoutes } from '../features/employer/routes.ts';
import { miscRoutes, notFoundRoute } from '../features/misc/routes.ts';
import { portalRoutes } from '../features/portal/routes.ts';
import { reviewRoutes } from '../features/review/routes.ts';
import { unsubscribeRoutes } from '../features/unsubscribe/routes.ts';
import { accessControlRoutes } from '../template/access-control/routes.ts';
import { calendarRoutes } from '../template/apps/calendar/routes.ts';
import { chatRoutes } from '../template/apps/chat/routes.ts';
import { ecommerceRoutes } from '../template/apps/ecommerce/routes.ts';
import { emailRoutes } from '../template/apps/email/routes.ts';
import { invoiceRoutes } from '../template/apps/invoice/routes.ts';
import { permissionsRoutes } from '../template/apps/permissions/routes.ts';
import { rolesRoutes } from '../template/apps/roles/routes.ts';
import { todoRoutes } from '../template/apps/todo/routes.ts';
import { userRoutes } from '../template/apps/user/routes.ts';
import { dashboardCardRoutes, dashboardRoutes } from '../template/dashboards/routes.ts';
import { formElementRoutes, formRoutes } from '../template/forms-demo/routes.ts';
import { pagesRoutes } from '../template/pages/routes.ts';
import { chartRoutes, tableRoutes } from '../template/tables-charts/routes.ts';
import { componentRoutes } from '../template/ui-components/routes.ts';
import { extensionRoutes } from '../template/ui-extensions/routes.ts';
import {
  actionCardRoutes,
  pageLayoutRoutes,
  uiElementRoutes,
} from '../template/ui-elements/routes.ts';

export type AppRoute = RouteDeclaration;

/**
 * The template's demos show the sample API's data (their preload starts it beside the chunk) and
 * sit in the "Template showcase", which staff switch on and off for the whole service.
 */
const sample = (declarations: RouteDeclaration[]): RouteDeclaration[] =>
  declarations.map((route) => ({
    ...route,
    sampleData: true,
    meta: { ...route.meta, showcase: true },
  }));

/** The template's sample sign-in screens: no sample data, but part of the showcase. */
const showcase = (declarations: RouteDeclaration[]): RouteDeclaration[] =>
  declarations.map((route) => ({ ...route, meta: { ...route.meta, showcase: true } }));

/**
 * The route table: every area's declarations, in the order the navbar search lists its pages
 * (the menu orders itself by each entry's `menu.order`). Each screen stays its own lazy chunk.
 */
export const routes: RouteDeclaration[] = [
  // Home: the e-commerce dashboard for admins, the portal for candidates.
  {
    path: '/',
    component: lazyPage(() => import('./home-page.tsx'), 'HomePage'),
    meta: { title: 'menu.ecommerceDashboard', subject: 'Auth' },
  },
  ...careersRoutes,
  ...portalRoutes,
  ...employerRoutes,
  ...reviewRoutes,
  ...unsubscribeRoutes,
  ...authRoutes,
  ...employerAuthRoutes,
  ...sample(dashboardRoutes),
  ...sample(emailRoutes),
  ...sample(chatRoutes),
  ...sample(todoRoutes),
  ...sample(calendarRoutes),
  ...sample(invoiceRoutes),
  ...sample(ecommerceRoutes),
  ...sample(userRoutes),
  ...sample(rolesRoutes),
  ...sample(permissionsRoutes),
  ...showcase(authDemoRoutes),
  ...sample(pagesRoutes),
  ...miscRoutes,
  ...sample(accessControlRoutes),
  ...sample(uiElementRoutes),
  ...sample(dashboardCardRoutes),
  ...sample(actionCardRoutes),
  ...sample(componentRoutes),
  ...sample(extensionRoutes),
  ...sample(pageLayoutRoutes),
  ...sample(formElementRoutes),
  ...sample(formRoutes),
  ...sample(tableRoutes),
  ...sample(chartRoutes),
];

export { notFoundRoute };

const MATCHABLE = [...routes, notFoundRoute].map((route) => ({ path: route.path, route }));

const isStatic = (path: string) => !/[:*]/.test(path);

/**
 * Most paths are static (no parameter, no splat): those are looked up as react-router would match
 * them (case-insensitive, a trailing slash allowed; a static path outranks any pattern), and only
 * the patterns are left to matchRoutes. The first route declared for a path wins, as in the router.
 */
const STATIC = new Map<string, RouteDeclaration>();
for (const { path, route } of MATCHABLE) {
  const key = path.toLowerCase();
  if (isStatic(path) && !STATIC.has(key)) STATIC.set(key, route);
}
const PATTERNS = MATCHABLE.filter(({ path }) => !isStatic(path));

function lookUp(path: string): RouteMatch {
  const key = (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();
  const route = STATIC.get(key);
  if (route) return { route, params: {} };
  const found = matchRoutes(PATTERNS, path)?.at(-1);
  return found
    ? { route: found.route.route, params: found.params }
    : { route: notFoundRoute, params: {} };
}

/** The route a path opens as react-router matches it against the whole table (for tests). */
export function matchAtByRouter(path: string): RouteMatch {
  const found = matchRoutes(MATCHABLE, path)?.at(-1);
  return found
    ? { route: found.route.route, params: found.params }
    : { route: notFoundRoute, params: {} };
}

interface RouteMatch {
  route: RouteDeclaration;
  params: Params;
}

/**
 * Matches by path, remembered: react-router flattens and ranks the whole table (some 180 routes)
 * on every call, and the frame asks for each render and each menu entry. Paths are few in a
 * visit; the oldest answers go once there are many.
 */
const matched = new Map<string, RouteMatch>();
const REMEMBERED_PATHS = 500;

/** The route a location opens (the 404 route when none does) and its parameters. */
export function matchAt(location: string | Partial<Location>): RouteMatch {
  const path =
    (typeof location === 'string' ? location.split(/[?#]/, 1)[0] : location.pathname) || '/';
  let match = matched.get(path);
  if (!match) {
    match = lookUp(path);
    if (matched.size >= REMEMBERED_PATHS) matched.delete(matched.keys().next().value!);
    matched.set(path, match);
  }
  return match;
}

/** The route a location opens (the 404 route when none does). */
export function routeAt(location: string | Partial<Location>): RouteDeclaration {
  return matchAt(location).route;
}

/** The access meta of the route a path opens; null for a path only the 404 page answers. */
export const metaAt: MetaAt = (path) => {
  const route = routeAt(path);
  return route === notFoundRoute ? null : route.meta;
};

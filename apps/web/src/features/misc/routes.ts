import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

const blankPublic = { layout: 'blank', publicRoute: true, subject: 'Auth' } as const;
const menu = { section: 'pages', groups: ['misc'], subject: 'Admin' } as const;
const errorPage = () => import('./error-page.tsx');

/** The frame's own pages: public, blank, listed under Pages › Miscellaneous. */
export const miscRoutes: RouteDeclaration[] = [
  {
    path: '/misc/coming-soon',
    component: lazyPage(() => import('./coming-soon-page.tsx'), 'ComingSoonPage'),
    meta: { title: 'menu.comingSoon', ...blankPublic },
    menu,
    search: { title: 'Coming Soon', icon: 'Clock' },
  },
  {
    path: '/misc/not-authorized',
    component: lazyPage(() => import('./not-authorized-page.tsx'), 'NotAuthorizedPage'),
    meta: { title: 'menu.notAuthorized', ...blankPublic },
    menu,
    search: { title: 'Not Authorized', icon: 'UserX' },
  },
  {
    path: '/misc/maintenance',
    component: lazyPage(() => import('./maintenance-page.tsx'), 'MaintenancePage'),
    meta: { title: 'menu.maintenance', ...blankPublic },
    menu,
    search: { title: 'Maintenance', icon: 'Tool' },
  },
  {
    path: '/misc/error',
    component: lazyPage(errorPage, 'ErrorPage'),
    meta: { title: 'menu.error', ...blankPublic },
    menu,
    search: { title: 'Error', icon: 'AlertTriangle' },
  },
];

/** Unknown paths: the 404 page, open to everybody. */
export const notFoundRoute: RouteDeclaration = {
  path: '*',
  component: lazyPage(errorPage, 'NotFoundPage'),
  meta: { title: 'misc.notFound.title', layout: 'blank', publicRoute: true },
};

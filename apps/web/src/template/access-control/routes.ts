import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

export const accessControlRoutes: RouteDeclaration[] = [
  {
    path: '/access-control',
    component: lazyPage(() => import('./access-control-page.tsx'), 'AccessControlPage'),
    meta: { title: 'menu.accessControl', breadcrumb: ['menu.others'], subject: 'ACL' },
    menu: { icon: 'Shield' },
    search: { title: 'Access Control', icon: 'Shield' },
  },
];

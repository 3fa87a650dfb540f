import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

export const permissionsRoutes: RouteDeclaration[] = [
  {
    path: '/apps/permissions',
    component: lazyPage(() => import('./permissions-page.tsx'), 'PermissionsPage'),
    meta: {
      title: 'menu.permissions',
      breadcrumb: ['menu.apps', 'menu.rolesPermissions'],
      subject: 'Admin',
    },
    menu: {},
    search: { title: 'Permissions', icon: 'Lock' },
  },
];

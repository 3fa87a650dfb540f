import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

export const rolesRoutes: RouteDeclaration[] = [
  {
    path: '/apps/roles',
    component: lazyPage(() => import('./roles-page.tsx'), 'RolesPage'),
    meta: {
      title: 'menu.roles',
      breadcrumb: ['menu.apps', 'menu.rolesPermissions'],
      subject: 'Admin',
    },
    menu: {},
    search: { title: 'Roles', icon: 'Shield' },
  },
];

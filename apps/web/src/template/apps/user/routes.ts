import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { recordRoutes } from '../../../core/routing/record-routes.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const user = { breadcrumb: ['menu.apps', 'menu.user'], subject: 'Admin' };

export const userRoutes: RouteDeclaration[] = [
  {
    path: '/apps/user/list',
    component: lazyPage(() => import('./user-list-page.tsx'), 'UserListPage'),
    meta: { title: 'menu.userList', ...user },
    menu: {},
    search: { title: 'User List', icon: 'Users' },
  },
  ...recordRoutes({
    path: '/apps/user/view',
    sample: 1,
    component: lazyPage(() => import('./user-view-page.tsx'), 'UserViewPage'),
    meta: { title: 'menu.userView', ...user },
    search: { title: 'User View', icon: 'User' },
  }),
];

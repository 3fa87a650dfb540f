import { lazyPage } from '../../../core/routing/lazy-page.ts';
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
  {
    path: '/apps/user/view/:id',
    component: lazyPage(() => import('./user-view-page.tsx'), 'UserViewPage'),
    meta: { title: 'menu.userView', ...user },
  },
  {
    path: '/apps/user/view',
    redirect: '/apps/user/view/1',
    meta: { title: 'menu.userView', ...user },
    menu: { matchPrefix: true },
    search: { title: 'User View', icon: 'User' },
  },
];

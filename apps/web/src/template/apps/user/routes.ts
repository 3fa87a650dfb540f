import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { demoScreens } from '../../shared/demo-routes.ts';

const { screen, record } = demoScreens({ breadcrumb: ['menu.apps', 'menu.user'] });
const list = lazyPage(() => import('./user-list-page.tsx'), 'UserListPage');
const view = lazyPage(() => import('./user-view-page.tsx'), 'UserViewPage');

export const userRoutes = [
  screen('/apps/user/list', list, 'menu.userList', ['User List', 'Users']),
  ...record('/apps/user/view/:id', 1, view, 'menu.userView', ['User View', 'User']),
];

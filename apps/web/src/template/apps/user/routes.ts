import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../../core/routing/preload-from.ts';
import { demoScreens } from '../../shared/demo-routes.ts';

const { screen, record } = demoScreens({ breadcrumb: ['menu.apps', 'menu.user'] });
const listPage = () => import('./user-list-page.tsx');
const list = lazyPage(listPage, 'UserListPage');
const view = lazyPage(() => import('./user-view-page.tsx'), 'UserViewPage');

export const userRoutes = [
  {
    ...screen('/apps/user/list', list, 'menu.userList', ['User List', 'Users']),
    // Its data starts with its chunk: the first render draws the list once, with its users.
    preload: preloadFrom(listPage, 'preloadUserList'),
  },
  ...record('/apps/user/view/:id', 1, view, 'menu.userView', ['User View', 'User']),
];

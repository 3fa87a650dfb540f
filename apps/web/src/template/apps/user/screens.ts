import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/apps/user/list': lazyPage(() => import('./user-list-page.tsx'), 'UserListPage'),
  '/apps/user/view/:id': lazyPage(() => import('./user-view-page.tsx'), 'UserViewPage'),
};

import { lazyPage } from '../../core/routing/lazy-page.ts';
import { demoScreens } from '../shared/demo-routes.ts';

const { screen } = demoScreens({ breadcrumb: ['menu.others'], subject: 'ACL' });
const page = lazyPage(() => import('./access-control-page.tsx'), 'AccessControlPage');

export const accessControlRoutes = [
  screen('/access-control', page, 'menu.accessControl', ['Access Control', 'Shield', 'Shield']),
];

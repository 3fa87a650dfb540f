import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { rolesPermissions } from '../shared/app-routes.ts';

const roles = lazyPage(() => import('./roles-page.tsx'), 'RolesPage');

export const rolesRoutes = [
  rolesPermissions.screen('/apps/roles', roles, 'menu.roles', ['Roles', 'Shield']),
];

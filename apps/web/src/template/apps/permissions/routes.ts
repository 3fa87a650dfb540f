import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { rolesPermissions } from '../shared/app-routes.ts';

const permissions = lazyPage(() => import('./permissions-page.tsx'), 'PermissionsPage');

export const permissionsRoutes = [
  rolesPermissions.screen('/apps/permissions', permissions, 'menu.permissions', [
    'Permissions',
    'Lock',
  ]),
];

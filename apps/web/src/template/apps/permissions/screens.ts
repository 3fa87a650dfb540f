import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/apps/permissions': lazyPage(() => import('./permissions-page.tsx'), 'PermissionsPage'),
};

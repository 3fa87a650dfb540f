import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/apps/roles': lazyPage(() => import('./roles-page.tsx'), 'RolesPage'),
};

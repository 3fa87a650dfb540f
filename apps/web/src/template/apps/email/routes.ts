import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { appRoutes } from '../shared/app-routes.ts';

export const emailRoutes = appRoutes(
  '/apps/email',
  lazyPage(() => import('./email-page.tsx'), 'EmailPage'),
  'menu.email',
  ['Email', 'Mail'],
  { className: 'email-application', subPaths: [':folder', 'label/:label'] },
);

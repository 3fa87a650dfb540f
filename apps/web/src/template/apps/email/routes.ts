import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../../core/routing/preload-from.ts';
import { appRoutes } from '../shared/app-routes.ts';

const page = () => import('./email-page.tsx');
// Its mails start with its chunk: the first render draws the mailbox once, with its list.
const preload = preloadFrom(page, 'preloadEmail');

export const emailRoutes = appRoutes(
  '/apps/email',
  lazyPage(page, 'EmailPage'),
  'menu.email',
  ['Email', 'Mail'],
  { className: 'email-application', subPaths: [':folder', 'label/:label'] },
).map((route) => ({ ...route, preload }));

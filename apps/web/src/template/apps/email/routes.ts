import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';
import { fullWidthAppMeta } from '../shared/app-routes.ts';

const email = lazyPage(() => import('./email-page.tsx'), 'EmailPage');
const meta = fullWidthAppMeta('menu.email', 'email-application');

export const emailRoutes: RouteDeclaration[] = [
  {
    path: '/apps/email',
    component: email,
    meta,
    menu: { icon: 'Mail', matchPrefix: true },
    search: { title: 'Email', icon: 'Mail', bookmarked: true },
  },
  { path: '/apps/email/:folder', component: email, meta },
  { path: '/apps/email/label/:label', component: email, meta },
];

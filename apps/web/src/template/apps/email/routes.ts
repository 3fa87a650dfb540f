import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteMeta } from '../../../core/layout/route-meta.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const email = lazyPage(() => import('./email-page.tsx'), 'EmailPage');
const meta: RouteMeta = {
  title: 'menu.email',
  breadcrumb: ['menu.apps'],
  subject: 'Admin',
  className: 'email-application',
  contentWidth: 'full',
};

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

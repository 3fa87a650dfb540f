import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

/** The page an email's unsubscribe link opens: no sign-in, the signed link is the credential. */
export const unsubscribeRoutes: RouteDeclaration[] = [
  {
    path: '/unsubscribe/:token',
    component: lazyPage(() => import('./unsubscribe-page.tsx'), 'UnsubscribePage'),
    meta: {
      title: 'frame.screens.unsubscribe',
      layout: 'blank',
      publicRoute: true,
      subject: 'Auth',
    },
  },
];

import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

/**
 * The page a review link opens: no account and no sign-in, only the link and the one-time code
 * emailed to the contact it was shared with.
 */
export const reviewRoutes: RouteDeclaration[] = [
  {
    path: '/review/:token',
    component: lazyPage(() => import('./review-page.tsx'), 'ReviewPage'),
    meta: { title: 'frame.screens.review', layout: 'blank', publicRoute: true, subject: 'Auth' },
  },
];

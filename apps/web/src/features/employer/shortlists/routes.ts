import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const employer = { breadcrumb: ['menu.employer'], subject: 'EmployerPortal' };

/** The employer portal's shared candidates: shortlists staff shared with the organisation. */
export const employerShortlistRoutes: RouteDeclaration[] = [
  {
    path: '/employer/shortlists',
    component: lazyPage(() => import('./shortlists-page.tsx'), 'EmployerShortlistsPage'),
    meta: { title: 'frame.screens.sharedCandidates', ...employer },
    menu: { icon: 'Users', matchPrefix: true },
    search: { title: 'Shared candidates', icon: 'Users' },
  },
  {
    path: '/employer/shortlists/:id',
    component: lazyPage(() => import('./shortlist-page.tsx'), 'EmployerShortlistPage'),
    meta: { title: 'frame.screens.shortlist', ...employer },
  },
];

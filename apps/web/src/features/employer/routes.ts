import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';
import { employerShortlistRoutes } from './shortlists/routes.ts';
import { employerVacancyRoutes } from './vacancies/routes.ts';

const employer = { breadcrumb: ['menu.employer'], subject: 'EmployerPortal' };

/**
 * The employer portal: an organisation's contacts, signed in. One declaration, in menu order:
 * the dashboard, the vacancies, the candidates shared for feedback, the organisation, the account.
 */
export const employerRoutes: RouteDeclaration[] = [
  {
    path: '/employer/dashboard',
    component: lazyPage(() => import('./dashboard-page.tsx'), 'EmployerDashboardPage'),
    meta: { title: 'menu.employerDashboard', ...employer },
    menu: { icon: 'Home' },
    search: { title: 'Employer Dashboard', icon: 'Home' },
  },
  ...employerVacancyRoutes,
  ...employerShortlistRoutes,
  {
    path: '/employer/organisation',
    component: lazyPage(() => import('./organisation-page.tsx'), 'EmployerOrganisationPage'),
    meta: { title: 'menu.employerOrganisation', ...employer },
    menu: { icon: 'Layers' },
    search: { title: 'My Organisation', icon: 'Layers' },
  },
  {
    path: '/employer/account',
    component: lazyPage(() => import('./account-page.tsx'), 'EmployerAccountPage'),
    meta: { title: 'menu.employerAccount', ...employer },
    menu: { icon: 'User' },
    search: { title: 'My Account', icon: 'User' },
  },
];

/** Registering an organisation (or joining one by invitation) and confirming the address. */
export const employerAuthRoutes: RouteDeclaration[] = [
  {
    path: '/employer/register',
    component: lazyPage(() => import('./register-page.tsx'), 'EmployerRegisterPage'),
    meta: { title: 'frame.screens.employerRegister', layout: 'blank', authRoute: true },
  },
  {
    // Signed in or not: the link may be opened on another device.
    path: '/employer/verify-email',
    component: lazyPage(() => import('./verify-email-page.tsx'), 'EmployerVerifyEmailPage'),
    meta: {
      title: 'frame.screens.employerVerifyEmail',
      layout: 'blank',
      publicRoute: true,
      subject: 'Auth',
    },
  },
];

import { lazyPage } from '../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../core/routing/preload-from.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

const portal = { breadcrumb: ['menu.portal'], subject: 'Portal' };
const preloads = () => import('./preloads.ts');

/** The candidates' portal. */
export const portalRoutes: RouteDeclaration[] = [
  {
    path: '/portal/vacancies',
    component: lazyPage(() => import('./vacancies-page.tsx'), 'PortalVacanciesPage'),
    preload: preloadFrom(preloads, 'preloadPortalVacancies'),
    meta: { title: 'menu.portalVacancies', ...portal },
    menu: { icon: 'Briefcase', matchPrefix: true },
    search: { title: 'Browse Vacancies', icon: 'Search' },
  },
  {
    path: '/portal/vacancies/:id',
    component: lazyPage(() => import('./vacancy-page.tsx'), 'PortalVacancyPage'),
    preload: preloadFrom(preloads, 'preloadPortalVacancy'),
    meta: { title: 'frame.screens.vacancy', ...portal },
  },
  {
    path: '/portal/applications',
    component: lazyPage(() => import('./applications-page.tsx'), 'MyApplicationsPage'),
    preload: preloadFrom(preloads, 'preloadPortalApplications'),
    meta: { title: 'menu.myApplications', ...portal },
    menu: { icon: 'Send', matchPrefix: true },
    search: { title: 'My Applications', icon: 'Send' },
  },
  {
    path: '/portal/applications/:id',
    component: lazyPage(() => import('./application-page.tsx'), 'MyApplicationPage'),
    preload: preloadFrom(preloads, 'preloadPortalApplication'),
    meta: { title: 'frame.screens.application', ...portal },
  },
  {
    path: '/portal/bookings',
    component: lazyPage(() => import('./bookings-page.tsx'), 'MyBookingsPage'),
    preload: preloadFrom(preloads, 'preloadPortalBookings'),
    meta: { title: 'menu.myBookings', ...portal },
    menu: { icon: 'Calendar' },
    search: { title: 'My interviews and appointments', icon: 'Calendar' },
  },
  {
    path: '/portal/documents',
    component: lazyPage(() => import('./documents-page.tsx'), 'MyDocumentsPage'),
    preload: preloadFrom(preloads, 'preloadPortalDocuments'),
    meta: { title: 'menu.myDocuments', ...portal },
    menu: { icon: 'Folder' },
    search: { title: 'My Documents', icon: 'Folder' },
  },
  {
    path: '/portal/inbox',
    component: lazyPage(() => import('./inbox-page.tsx'), 'InboxPage'),
    meta: { title: 'menu.myInbox', ...portal },
    menu: { icon: 'Inbox' },
    search: { title: 'My Messages', icon: 'Inbox' },
  },
  {
    path: '/portal/profile',
    component: lazyPage(() => import('./profile-page.tsx'), 'MyProfilePage'),
    meta: { title: 'menu.myProfile', ...portal },
    menu: { icon: 'User' },
    search: { title: 'My Profile', icon: 'User' },
  },
];

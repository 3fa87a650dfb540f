import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/portal/vacancies': lazyPage(() => import('./vacancies-page.tsx'), 'PortalVacanciesPage'),
  '/portal/vacancies/:id': lazyPage(() => import('./vacancy-page.tsx'), 'PortalVacancyPage'),
  '/portal/applications': lazyPage(() => import('./applications-page.tsx'), 'MyApplicationsPage'),
  '/portal/applications/:id': lazyPage(() => import('./application-page.tsx'), 'MyApplicationPage'),
  '/portal/documents': lazyPage(() => import('./documents-page.tsx'), 'MyDocumentsPage'),
  '/portal/profile': lazyPage(() => import('./profile-page.tsx'), 'MyProfilePage'),
};

import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/careers/dashboard': lazyPage(
    () => import('./dashboard/dashboard-page.tsx'),
    'CareersDashboardPage',
  ),
  '/careers/vacancies': lazyPage(() => import('./vacancies/vacancies-page.tsx'), 'VacanciesPage'),
  '/careers/vacancies/new': lazyPage(
    () => import('./vacancies/vacancy-form-page.tsx'),
    'NewVacancyPage',
  ),
  '/careers/vacancies/:id': lazyPage(() => import('./vacancies/vacancy-page.tsx'), 'VacancyPage'),
  '/careers/vacancies/:id/edit': lazyPage(
    () => import('./vacancies/vacancy-form-page.tsx'),
    'EditVacancyPage',
  ),
  '/careers/applications': lazyPage(
    () => import('./applications/applications-page.tsx'),
    'ApplicationsPage',
  ),
  '/careers/applications/:id': lazyPage(
    () => import('./applications/application-page.tsx'),
    'ApplicationPage',
  ),
  '/careers/candidates': lazyPage(
    () => import('./candidates/candidates-page.tsx'),
    'CandidatesPage',
  ),
  '/careers/candidates/:id': lazyPage(
    () => import('./candidates/candidate-page.tsx'),
    'CandidatePage',
  ),
  '/careers/documents': lazyPage(() => import('./documents/documents-page.tsx'), 'DocumentsPage'),
  '/careers/admins': lazyPage(() => import('./admins/admins-page.tsx'), 'AdminsPage'),
};

import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

const employer = { breadcrumb: ['menu.employer'], subject: 'EmployerPortal' };
const form = () => import('./employer-vacancy-form-page.tsx');

/** The employer portal's vacancies: the organisation's drafts, submissions and decisions. */
export const employerVacancyRoutes: RouteDeclaration[] = [
  {
    path: '/employer/vacancies',
    component: lazyPage(() => import('./employer-vacancies-page.tsx'), 'EmployerVacanciesPage'),
    meta: { title: 'menu.employerVacancies', ...employer },
    menu: { icon: 'Briefcase', matchPrefix: true },
    search: { title: 'Our Vacancies', icon: 'Briefcase' },
  },
  {
    path: '/employer/vacancies/new',
    component: lazyPage(form, 'NewEmployerVacancyPage'),
    meta: {
      title: 'frame.screens.newEmployerVacancy',
      breadcrumb: ['menu.employer', 'menu.employerVacancies'],
      subject: 'EmployerPortal',
    },
    search: { title: 'New Vacancy Draft', icon: 'PlusSquare' },
  },
  {
    path: '/employer/vacancies/:id',
    component: lazyPage(() => import('./employer-vacancy-page.tsx'), 'EmployerVacancyPage'),
    meta: {
      title: 'frame.screens.employerVacancy',
      breadcrumb: ['menu.employer', 'menu.employerVacancies'],
      subject: 'EmployerPortal',
    },
  },
  {
    path: '/employer/vacancies/:id/edit',
    component: lazyPage(form, 'EditEmployerVacancyPage'),
    meta: {
      title: 'frame.screens.editEmployerVacancy',
      breadcrumb: ['menu.employer', 'menu.employerVacancies'],
      subject: 'EmployerPortal',
    },
  },
];

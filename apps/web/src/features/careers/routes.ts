import { lazyPage } from '../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../core/routing/preload-from.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

const careers = ['menu.careers'];
const admin = { subject: 'Admin' };
const vacancyForm = () => import('./vacancies/vacancy-form-page.tsx');
const preloads = () => import('./preloads.ts');

/** The careers service's own screens (admins). */
export const careersRoutes: RouteDeclaration[] = [
  {
    path: '/careers/dashboard',
    component: lazyPage(() => import('./dashboard/dashboard-page.tsx'), 'CareersDashboardPage'),
    preload: preloadFrom(preloads, 'preloadDashboard'),
    meta: { title: 'menu.careersDashboard', breadcrumb: careers, ...admin },
    menu: { icon: 'Home' },
    search: { title: 'Careers Dashboard', icon: 'Briefcase' },
  },
  {
    path: '/careers/vacancies',
    component: lazyPage(() => import('./vacancies/vacancies-page.tsx'), 'VacanciesPage'),
    preload: preloadFrom(preloads, 'preloadVacancies'),
    meta: { title: 'menu.vacancies', breadcrumb: careers, ...admin },
    menu: { icon: 'Briefcase', matchPrefix: true },
    search: { title: 'Vacancies', icon: 'Briefcase' },
  },
  {
    path: '/careers/vacancies/new',
    component: lazyPage(vacancyForm, 'NewVacancyPage'),
    meta: {
      title: 'frame.screens.newVacancy',
      breadcrumb: [...careers, 'menu.vacancies'],
      ...admin,
    },
    search: { title: 'New Vacancy', icon: 'PlusSquare' },
  },
  {
    path: '/careers/vacancies/:id',
    component: lazyPage(() => import('./vacancies/vacancy-page.tsx'), 'VacancyPage'),
    preload: preloadFrom(preloads, 'preloadVacancy'),
    meta: { title: 'frame.screens.vacancy', breadcrumb: [...careers, 'menu.vacancies'], ...admin },
  },
  {
    path: '/careers/vacancies/:id/board',
    component: lazyPage(() => import('./vacancies/vacancy-board-page.tsx'), 'VacancyBoardPage'),
    preload: preloadFrom(preloads, 'preloadVacancy'),
    meta: {
      title: 'frame.screens.vacancyBoard',
      breadcrumb: [...careers, 'menu.vacancies'],
      ...admin,
    },
  },
  {
    path: '/careers/vacancies/:id/edit',
    component: lazyPage(vacancyForm, 'EditVacancyPage'),
    meta: {
      title: 'frame.screens.editVacancy',
      breadcrumb: [...careers, 'menu.vacancies'],
      ...admin,
    },
  },
  {
    path: '/careers/approvals',
    component: lazyPage(() => import('./approvals/approvals-page.tsx'), 'ApprovalsPage'),
    meta: { title: 'menu.approvals', breadcrumb: careers, ...admin },
    menu: {
      icon: 'CheckSquare',
      // The count reads the API: its hook loads with the menu, not with the route table.
      loadBadge: () => import('./approvals/approvals-badge.ts').then((m) => m.useApprovalsBadge),
    },
    search: { title: 'Approvals', icon: 'CheckSquare' },
  },
  {
    path: '/careers/email-templates',
    component: lazyPage(
      () => import('./email-templates/email-templates-page.tsx'),
      'EmailTemplatesPage',
    ),
    meta: { title: 'menu.emailTemplates', breadcrumb: careers, ...admin },
    menu: { icon: 'Mail' },
    search: { title: 'Email Templates', icon: 'Mail' },
  },
  {
    path: '/careers/applications',
    component: lazyPage(() => import('./applications/applications-page.tsx'), 'ApplicationsPage'),
    preload: preloadFrom(preloads, 'preloadApplications'),
    meta: { title: 'menu.applications', breadcrumb: careers, ...admin },
    menu: { icon: 'Send', matchPrefix: true },
    search: { title: 'Applications', icon: 'Inbox' },
  },
  {
    path: '/careers/applications/:id',
    component: lazyPage(() => import('./applications/application-page.tsx'), 'ApplicationPage'),
    preload: preloadFrom(preloads, 'preloadApplication'),
    meta: {
      title: 'frame.screens.application',
      breadcrumb: [...careers, 'menu.applications'],
      ...admin,
    },
  },
  {
    path: '/careers/calendar',
    component: lazyPage(
      () => import('./bookings/booking-calendar-page.tsx'),
      'BookingCalendarPage',
    ),
    preload: preloadFrom(preloads, 'preloadCalendar'),
    meta: { title: 'menu.bookingCalendar', breadcrumb: careers, ...admin },
    menu: { icon: 'Calendar' },
    search: { title: 'Interviews and appointments calendar', icon: 'Calendar' },
  },
  {
    path: '/careers/candidates',
    component: lazyPage(() => import('./candidates/candidates-page.tsx'), 'CandidatesPage'),
    preload: preloadFrom(preloads, 'preloadCandidates'),
    meta: { title: 'menu.candidates', breadcrumb: careers, ...admin },
    menu: { icon: 'Users', matchPrefix: true },
    search: { title: 'Candidates', icon: 'Users' },
  },
  {
    path: '/careers/candidates/:id',
    component: lazyPage(() => import('./candidates/candidate-page.tsx'), 'CandidatePage'),
    preload: preloadFrom(preloads, 'preloadCandidate'),
    meta: {
      title: 'frame.screens.candidate',
      breadcrumb: [...careers, 'menu.candidates'],
      ...admin,
    },
  },
  {
    path: '/careers/organisations',
    component: lazyPage(
      () => import('./organisations/organisations-page.tsx'),
      'OrganisationsPage',
    ),
    preload: preloadFrom(preloads, 'preloadOrganisations'),
    meta: { title: 'menu.organisations', breadcrumb: careers, ...admin },
    menu: { icon: 'Layers', matchPrefix: true },
    search: { title: 'Organisations', icon: 'Layers' },
  },
  {
    path: '/careers/organisations/:id',
    component: lazyPage(() => import('./organisations/organisation-page.tsx'), 'OrganisationPage'),
    preload: preloadFrom(preloads, 'preloadOrganisation'),
    meta: {
      title: 'frame.screens.organisation',
      breadcrumb: [...careers, 'menu.organisations'],
      ...admin,
    },
  },
  {
    path: '/careers/documents',
    component: lazyPage(() => import('./documents/documents-page.tsx'), 'DocumentsPage'),
    preload: preloadFrom(preloads, 'preloadDocuments'),
    meta: { title: 'menu.documents', breadcrumb: careers, ...admin },
    menu: { icon: 'Folder' },
    search: { title: 'Candidate Documents', icon: 'FileText' },
  },
  {
    path: '/careers/admins',
    component: lazyPage(() => import('./admins/admins-page.tsx'), 'AdminsPage'),
    preload: preloadFrom(preloads, 'preloadAdmins'),
    meta: { title: 'menu.admins', breadcrumb: careers, ...admin },
    menu: { icon: 'Shield' },
    search: { title: 'Admins', icon: 'Shield' },
  },
  {
    path: '/careers/messages',
    component: lazyPage(() => import('./messages/group-messages-page.tsx'), 'GroupMessagesPage'),
    meta: { title: 'menu.groupMessages', breadcrumb: careers, ...admin },
    menu: { icon: 'Mail' },
    search: { title: 'Group messages', icon: 'Mail' },
  },
  {
    path: '/careers/account',
    component: lazyPage(() => import('./account/account-page.tsx'), 'CareersAccountPage'),
    meta: { title: 'menu.careersAccount', breadcrumb: careers, ...admin },
    menu: { icon: 'Settings' },
    search: { title: 'Account and service settings', icon: 'Settings' },
  },
];

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, type Location } from 'react-router';
import type { MetaAt } from '../core/auth/access.ts';
import type { RouteMeta } from '../core/layout/route-meta.ts';
import type { Screens } from '../core/routing/lazy-page.ts';
import { setAdminHome } from './home-screen.ts';
import {
  AUTH_DEMOS,
  COMPONENT_DEMOS,
  EXTENSION_DEMOS,
  FORM_ELEMENT_DEMOS,
  keyOf,
} from './ui-demo-names.ts';

export interface AppRoute {
  path: string;
  /** The screen, loaded lazily (one chunk per feature). */
  component?: LazyExoticComponent<ComponentType>;
  /** A route that only sends to a sample record. */
  redirect?: string;
  meta: RouteMeta;
}

function page<M>(load: () => Promise<M>, name: keyof M): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}

// A stand-in that renders the route's title and breadcrumb while an area's screen is missing;
// routes.test.ts fails while any route still uses it.
export const pendingScreen = page(() => import('./pending-screens.tsx'), 'PendingScreen');
const home = page(() => import('./home-page.tsx'), 'HomePage');
const comingSoon = page(() => import('../features/misc/coming-soon-page.tsx'), 'ComingSoonPage');
const notAuthorized = page(
  () => import('../features/misc/not-authorized-page.tsx'),
  'NotAuthorizedPage',
);
const maintenance = page(() => import('../features/misc/maintenance-page.tsx'), 'MaintenancePage');
const errorPage = page(() => import('../features/misc/error-page.tsx'), 'ErrorPage');
const notFound = page(() => import('../features/misc/error-page.tsx'), 'NotFoundPage');
const accessControl = page(
  () => import('../template/access-control/access-control-page.tsx'),
  'AccessControlPage',
);
// The sign-in screen belongs to the auth area; found by glob so this table builds before it lands
// (until then /login shows the pending screen). An area's screens.ts entry overrides either.
const loginModules = import.meta.glob<{ LoginPage: ComponentType }>(
  '../features/auth/login-page.tsx',
);
const loadLogin = Object.values(loginModules)[0];
const loginPage = loadLogin ? page(loadLogin, 'LoginPage') : pendingScreen;

const admin = (path: string, title: string, breadcrumb: string[], extra: Partial<RouteMeta> = {}) =>
  ({
    path,
    component: pendingScreen,
    meta: { title, breadcrumb, subject: 'Admin', ...extra },
  }) satisfies AppRoute;

const redirect = (path: string, to: string, title: string): AppRoute => ({
  path,
  redirect: to,
  meta: { title, subject: 'Admin' },
});

const careers = ['menu.careers'];
const portalCrumb = ['menu.portal'];
const apps = ['menu.apps'];
const pages = ['menu.pages'];
const ui = ['menu.userInterface'];
const forms = ['menu.formsTables'];

const portal = (path: string, title: string): AppRoute => ({
  path,
  component: pendingScreen,
  meta: { title, breadcrumb: portalCrumb, subject: 'Portal' },
});

const blankPublic = (
  path: string,
  title: string,
  component = pendingScreen,
  breadcrumb?: string[],
) =>
  ({
    path,
    component,
    meta: { title, breadcrumb, layout: 'blank', publicRoute: true, subject: 'Auth' },
  }) satisfies AppRoute;

const baseRoutes: AppRoute[] = [
  // Home: the e-commerce dashboard for admins, the portal for candidates.
  { path: '/', component: home, meta: { title: 'menu.ecommerceDashboard', subject: 'Auth' } },

  // Careers (admin) and portal (candidate).
  admin('/careers/dashboard', 'menu.careersDashboard', careers),
  admin('/careers/vacancies', 'menu.vacancies', careers),
  admin('/careers/vacancies/new', 'frame.screens.newVacancy', [...careers, 'menu.vacancies']),
  admin('/careers/vacancies/:id', 'frame.screens.vacancy', [...careers, 'menu.vacancies']),
  admin('/careers/vacancies/:id/edit', 'frame.screens.editVacancy', [...careers, 'menu.vacancies']),
  admin('/careers/applications', 'menu.applications', careers),
  admin('/careers/applications/:id', 'frame.screens.application', [
    ...careers,
    'menu.applications',
  ]),
  admin('/careers/candidates', 'menu.candidates', careers),
  admin('/careers/candidates/:id', 'frame.screens.candidate', [...careers, 'menu.candidates']),
  admin('/careers/documents', 'menu.documents', careers),
  admin('/careers/admins', 'menu.admins', careers),
  portal('/portal/vacancies', 'menu.portalVacancies'),
  portal('/portal/vacancies/:id', 'frame.screens.vacancy'),
  portal('/portal/applications', 'menu.myApplications'),
  portal('/portal/applications/:id', 'frame.screens.application'),
  portal('/portal/documents', 'menu.myDocuments'),
  portal('/portal/profile', 'menu.myProfile'),

  // Real authentication screens (blank layout).
  {
    path: '/login',
    component: loginPage,
    meta: { title: 'frame.screens.login', layout: 'blank', authRoute: true },
  },
  {
    path: '/register',
    component: pendingScreen,
    meta: { title: 'frame.screens.register', layout: 'blank', authRoute: true },
  },
  blankPublic('/forgot-password', 'frame.screens.forgotPassword'),
  blankPublic('/reset-password', 'frame.screens.resetPassword'),

  // Dashboards.
  admin('/dashboard/analytics', 'menu.analytics', ['menu.dashboards']),
  admin('/dashboard/ecommerce', 'menu.ecommerceDashboard', ['menu.dashboards']),

  // Apps.
  admin('/apps/email', 'menu.email', apps, {
    className: 'email-application',
    contentWidth: 'full',
  }),
  admin('/apps/email/:folder', 'menu.email', apps, {
    className: 'email-application',
    contentWidth: 'full',
  }),
  admin('/apps/email/label/:label', 'menu.email', apps, {
    className: 'email-application',
    contentWidth: 'full',
  }),
  admin('/apps/chat', 'menu.chat', apps, { className: 'chat-application', contentWidth: 'full' }),
  admin('/apps/todo', 'menu.todo', apps, { className: 'todo-application', contentWidth: 'full' }),
  admin('/apps/todo/:filter', 'menu.todo', apps, {
    className: 'todo-application',
    contentWidth: 'full',
  }),
  admin('/apps/todo/tag/:tag', 'menu.todo', apps, {
    className: 'todo-application',
    contentWidth: 'full',
  }),
  admin('/apps/calendar', 'menu.calendar', apps),
  admin('/apps/invoice/list', 'menu.invoiceList', [...apps, 'menu.invoice']),
  admin('/apps/invoice/preview/:id', 'menu.invoicePreview', [...apps, 'menu.invoice']),
  redirect('/apps/invoice/preview', '/apps/invoice/preview/4987', 'menu.invoicePreview'),
  admin('/apps/invoice/edit/:id', 'menu.invoiceEdit', [...apps, 'menu.invoice']),
  redirect('/apps/invoice/edit', '/apps/invoice/edit/4987', 'menu.invoiceEdit'),
  admin('/apps/invoice/add', 'menu.invoiceAdd', [...apps, 'menu.invoice']),
  admin('/apps/invoice/print', 'frame.screens.invoicePrint', [...apps, 'menu.invoice'], {
    layout: 'blank',
  }),
  admin('/apps/ecommerce/shop', 'menu.shop', [...apps, 'menu.ecommerce'], {
    className: 'ecommerce-application',
  }),
  admin('/apps/ecommerce/wishlist', 'menu.wishlist', [...apps, 'menu.ecommerce'], {
    className: 'ecommerce-application',
  }),
  admin(
    '/apps/ecommerce/product-detail/:product',
    'menu.productDetail',
    [...apps, 'menu.ecommerce'],
    { className: 'ecommerce-application' },
  ),
  redirect(
    '/apps/ecommerce/product-detail',
    '/apps/ecommerce/product-detail/1',
    'menu.productDetail',
  ),
  admin('/apps/ecommerce/checkout', 'menu.checkout', [...apps, 'menu.ecommerce'], {
    className: 'ecommerce-application',
  }),
  admin('/apps/user/list', 'menu.userList', [...apps, 'menu.user']),
  admin('/apps/user/view/:id', 'menu.userView', [...apps, 'menu.user']),
  redirect('/apps/user/view', '/apps/user/view/1', 'menu.userView'),
  admin('/apps/roles', 'menu.roles', [...apps, 'menu.rolesPermissions']),
  admin('/apps/permissions', 'menu.permissions', [...apps, 'menu.rolesPermissions']),

  // Pages: the sample authentication screens are public and blank.
  ...AUTH_DEMOS.flatMap((name) =>
    (['basic', 'cover'] as const).map((variant) =>
      blankPublic(`/pages/${name}-${variant}`, `menu.${variant}`, pendingScreen, [
        ...pages,
        'menu.authentication',
        `menu.${keyOf(name)}`,
      ]),
    ),
  ),
  admin('/pages/account-settings', 'menu.accountSettings', pages),
  admin('/pages/profile', 'menu.profile', pages),
  admin('/pages/faq', 'menu.faq', pages),
  admin('/pages/knowledge-base', 'menu.knowledgeBase', pages),
  admin('/pages/knowledge-base/:category', 'menu.knowledgeBase', pages),
  admin('/pages/knowledge-base/:category/:question', 'menu.knowledgeBase', pages),
  admin('/pages/pricing', 'menu.pricing', pages),
  admin('/pages/license', 'menu.license', pages),
  admin('/pages/api-key', 'menu.apiKey', pages),
  admin('/pages/modal-examples', 'menu.modalExamples', pages),
  admin('/pages/blog/list', 'menu.blogList', [...pages, 'menu.blog']),
  admin('/pages/blog/detail/:id', 'menu.blogDetail', [...pages, 'menu.blog']),
  redirect('/pages/blog/detail', '/pages/blog/detail/1', 'menu.blogDetail'),
  admin('/pages/blog/edit/:id', 'menu.blogEdit', [...pages, 'menu.blog']),
  redirect('/pages/blog/edit', '/pages/blog/edit/1', 'menu.blogEdit'),
  blankPublic('/misc/coming-soon', 'menu.comingSoon', comingSoon),
  blankPublic('/misc/not-authorized', 'menu.notAuthorized', notAuthorized),
  blankPublic('/misc/maintenance', 'menu.maintenance', maintenance),
  blankPublic('/misc/error', 'menu.error', errorPage),
  {
    path: '/access-control',
    component: accessControl,
    meta: { title: 'menu.accessControl', breadcrumb: ['menu.others'], subject: 'ACL' },
  },

  // User interface demos.
  admin('/ui-element/typography', 'menu.typography', ui),
  admin('/ui-element/colors', 'menu.colors', ui),
  admin('/icons/reactfeather', 'menu.featherIcons', ui),
  ...['basic', 'advance', 'statistics', 'analytics', 'action'].map((name) =>
    admin(`/cards/${name}`, `menu.cards${keyOf(`-${name}`)}`, [...ui, 'menu.cards']),
  ),
  ...COMPONENT_DEMOS.map((name) =>
    admin(`/components/${name}`, `menu.${keyOf(name)}`, [...ui, 'menu.components']),
  ),
  ...EXTENSION_DEMOS.map((name) =>
    admin(`/extensions/${name}`, `menu.ext.${keyOf(name)}`, [...ui, 'menu.extensions']),
  ),
  admin('/page-layout/collapse-menu', 'menu.collapseMenu', [...ui, 'menu.pageLayouts'], {
    menuCollapsed: true,
  }),
  admin('/page-layout/layout-boxed', 'menu.layoutBoxed', [...ui, 'menu.pageLayouts'], {
    contentWidth: 'boxed',
    className: 'layout-boxed-demo',
  }),
  admin('/page-layout/without-menu', 'menu.withoutMenu', [...ui, 'menu.pageLayouts'], {
    menuHidden: true,
  }),
  admin('/page-layout/layout-empty', 'menu.layoutEmpty', [...ui, 'menu.pageLayouts'], {
    className: 'layout-empty',
  }),
  admin('/page-layout/layout-blank', 'menu.layoutBlank', [...ui, 'menu.pageLayouts'], {
    layout: 'blank',
  }),

  // Forms, tables, charts.
  ...FORM_ELEMENT_DEMOS.map((name) =>
    admin(`/forms/elements/${name}`, `menu.form.${keyOf(name)}`, [...forms, 'menu.formElements']),
  ),
  admin('/forms/layout/form-layout', 'menu.formLayout', forms),
  admin('/forms/wizard', 'menu.formWizard', forms),
  admin('/forms/form-validation', 'menu.formValidation', forms),
  admin('/forms/form-repeater', 'menu.formRepeater', forms),
  admin('/tables/reactstrap', 'menu.table', forms),
  admin('/datatables/basic', 'menu.basic', [...forms, 'menu.datatables']),
  admin('/datatables/advance', 'menu.advanced', [...forms, 'menu.datatables']),
  admin('/charts/apex', 'menu.apex', ['menu.chartsMaps', 'menu.charts']),
  admin('/charts/chartjs', 'menu.chartjs', ['menu.chartsMaps', 'menu.charts']),
  admin('/charts/recharts', 'menu.recharts', ['menu.chartsMaps', 'menu.charts']),
];

// Each area supplies its screens from src/{features,template}/**/screens.ts ({ [path]: lazyPage(...) }), so
// areas never edit this table; a path no area supplies yet renders the pending screen.
const featureScreens: Screens = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Screens>(['../features/**/screens.ts', '../template/**/screens.ts'], {
      eager: true,
      import: 'screens',
    }),
  ),
);

setAdminHome(featureScreens['/dashboard/ecommerce']);

export const routes: AppRoute[] = baseRoutes.map((route) => {
  const screen = route.redirect ? undefined : featureScreens[route.path];
  return screen ? { ...route, component: screen } : route;
});

/** Unknown paths: the 404 page, open to everybody. */
export const notFoundRoute: AppRoute = {
  path: '*',
  component: notFound,
  meta: { title: 'misc.notFound.title', layout: 'blank', publicRoute: true },
};

const MATCHABLE = [...routes, notFoundRoute].map((route) => ({ path: route.path, route }));

/** The route a location opens (the 404 route when none does). */
export function routeAt(location: string | Partial<Location>): AppRoute {
  return matchRoutes(MATCHABLE, location)?.at(-1)?.route.route ?? notFoundRoute;
}

/** The access meta of the route a path opens; null for a path only the 404 page answers. */
export const metaAt: MetaAt = (path) => {
  const route = routeAt(path);
  return route === notFoundRoute ? null : route.meta;
};

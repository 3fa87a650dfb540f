import { lazyPage } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf, type RouteDeclaration } from '../../core/routing/route-declaration.ts';
import type { LazyScreen } from '../../core/routing/lazy-page.ts';

const dashboards = { breadcrumb: ['menu.dashboards'], subject: 'Admin' };

export const dashboardRoutes: RouteDeclaration[] = [
  {
    path: '/dashboard/analytics',
    component: lazyPage(() => import('./analytics-dashboard-page.tsx'), 'AnalyticsDashboardPage'),
    meta: { title: 'menu.analytics', ...dashboards },
    menu: { section: 'dashboards', groups: ['dashboardsGroup'] },
    search: { title: 'Analytics Dashboard', icon: 'Activity' },
  },
  {
    path: '/dashboard/ecommerce',
    component: lazyPage(() => import('./ecommerce-dashboard-page.tsx'), 'EcommerceDashboardPage'),
    meta: { title: 'menu.ecommerceDashboard', ...dashboards },
    menu: { section: 'dashboards', groups: ['dashboardsGroup'] },
    search: { title: 'eCommerce Dashboard', icon: 'ShoppingCart' },
  },
];

/** The dashboards' cards, shown as the UI kit's card pages (menu: User Interface › Cards). */
const card = (name: string, component: LazyScreen): RouteDeclaration => ({
  path: `/cards/${name}`,
  component,
  meta: {
    title: `menu.cards${keyOf(`-${name}`)}`,
    breadcrumb: ['menu.userInterface', 'menu.cards'],
    subject: 'Admin',
  },
  menu: {},
  search: { title: `${titleOf(name)} Cards`, icon: 'CreditCard' },
});

export const dashboardCardRoutes: RouteDeclaration[] = [
  card(
    'statistics',
    lazyPage(() => import('./cards-statistics-page.tsx'), 'CardsStatisticsPage'),
  ),
  card(
    'analytics',
    lazyPage(() => import('./cards-analytics-page.tsx'), 'CardsAnalyticsPage'),
  ),
];

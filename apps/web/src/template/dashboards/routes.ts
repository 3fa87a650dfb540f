import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';
import { cardScreen, demoScreens } from '../shared/demo-routes.ts';

const { screen } = demoScreens({ breadcrumb: ['menu.dashboards'] });
const menu = { section: 'dashboards', groups: ['dashboardsGroup'] } as const;

const screens = {
  analytics: lazyPage(() => import('./analytics-dashboard-page.tsx'), 'AnalyticsDashboardPage'),
  ecommerce: lazyPage(() => import('./ecommerce-dashboard-page.tsx'), 'EcommerceDashboardPage'),
  statistics: lazyPage(() => import('./cards-statistics-page.tsx'), 'CardsStatisticsPage'),
  analyticsCards: lazyPage(() => import('./cards-analytics-page.tsx'), 'CardsAnalyticsPage'),
};

export const dashboardRoutes: RouteDeclaration[] = [
  screen('/dashboard/analytics', screens.analytics, 'menu.analytics', [
    'Analytics Dashboard',
    'Activity',
    menu,
  ]),
  screen('/dashboard/ecommerce', screens.ecommerce, 'menu.ecommerceDashboard', [
    'eCommerce Dashboard',
    'ShoppingCart',
    menu,
  ]),
];

/** The dashboards' cards, shown as the UI kit's card pages (menu: User Interface › Cards). */
export const dashboardCardRoutes: RouteDeclaration[] = [
  cardScreen('statistics', screens.statistics),
  cardScreen('analytics', screens.analyticsCards),
];

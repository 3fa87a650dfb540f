import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

export const screens: Screens = {
  '/dashboard/analytics': lazyPage(
    () => import('./analytics-dashboard-page.tsx'),
    'AnalyticsDashboardPage',
  ),
  '/dashboard/ecommerce': lazyPage(
    () => import('./ecommerce-dashboard-page.tsx'),
    'EcommerceDashboardPage',
  ),
  // The dashboards' cards, shown as the UI kit's card pages.
  '/cards/statistics': lazyPage(() => import('./cards-statistics-page.tsx'), 'CardsStatisticsPage'),
  '/cards/analytics': lazyPage(() => import('./cards-analytics-page.tsx'), 'CardsAnalyticsPage'),
};

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
};

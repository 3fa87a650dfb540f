import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

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

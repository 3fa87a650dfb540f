import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

// Each screen is its own chunk: chart libraries load only with their screen.
export const screens: Screens = {
  '/tables/reactstrap': lazyPage(() => import('./tables/tables-page.tsx'), 'TablesPage'),
  '/datatables/basic': lazyPage(() => import('./datatables/basic-page.tsx'), 'BasicDatatablesPage'),
  '/datatables/advance': lazyPage(
    () => import('./datatables/advance-page.tsx'),
    'AdvanceDatatablesPage',
  ),
  '/charts/apex': lazyPage(() => import('./charts/apex-page.tsx'), 'ApexChartsPage'),
  '/charts/chartjs': lazyPage(() => import('./charts/chartjs-page.tsx'), 'ChartjsPage'),
  '/charts/recharts': lazyPage(() => import('./charts/recharts-page.tsx'), 'RechartsPage'),
};

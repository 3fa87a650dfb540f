import { lazyPage } from '../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';

const forms = ['menu.formsTables'];
const datatables = { breadcrumb: [...forms, 'menu.datatables'], subject: 'Admin' };
const charts = { breadcrumb: ['menu.chartsMaps', 'menu.charts'], subject: 'Admin' };

// Each screen is its own chunk: chart libraries load only with their screen.
export const tableRoutes: RouteDeclaration[] = [
  {
    path: '/tables/reactstrap',
    component: lazyPage(() => import('./tables/tables-page.tsx'), 'TablesPage'),
    meta: { title: 'menu.table', breadcrumb: forms, subject: 'Admin' },
    menu: { icon: 'Grid' },
    search: { title: 'Table', icon: 'Server' },
  },
  {
    path: '/datatables/basic',
    component: lazyPage(() => import('./datatables/basic-page.tsx'), 'BasicDatatablesPage'),
    meta: { title: 'menu.basic', ...datatables },
    menu: {},
    search: { title: 'Basic DataTable', icon: 'Grid' },
  },
  {
    path: '/datatables/advance',
    component: lazyPage(() => import('./datatables/advance-page.tsx'), 'AdvanceDatatablesPage'),
    meta: { title: 'menu.advanced', ...datatables },
    menu: {},
    search: { title: 'Advanced DataTable', icon: 'Grid' },
  },
];

export const chartRoutes: RouteDeclaration[] = [
  {
    path: '/charts/apex',
    component: lazyPage(() => import('./charts/apex-page.tsx'), 'ApexChartsPage'),
    meta: { title: 'menu.apex', ...charts },
    menu: {},
    search: { title: 'Apex Chart', icon: 'PieChart' },
  },
  {
    path: '/charts/chartjs',
    component: lazyPage(() => import('./charts/chartjs-page.tsx'), 'ChartjsPage'),
    meta: { title: 'menu.chartjs', ...charts },
    menu: {},
    search: { title: 'ChartJS', icon: 'BarChart2' },
  },
  {
    path: '/charts/recharts',
    component: lazyPage(() => import('./charts/recharts-page.tsx'), 'RechartsPage'),
    meta: { title: 'menu.recharts', ...charts },
    menu: {},
    search: { title: 'Recharts', icon: 'TrendingUp' },
  },
];

import { lazyPage } from '../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../core/routing/preload-from.ts';
import type { RouteDeclaration } from '../../core/routing/route-declaration.ts';
import { demoScreens } from '../shared/demo-routes.ts';

const forms = ['menu.formsTables'];
const tables = demoScreens({ breadcrumb: forms });
const datatables = demoScreens({ breadcrumb: [...forms, 'menu.datatables'] });
const charts = demoScreens({ breadcrumb: ['menu.chartsMaps', 'menu.charts'] });

const basicPage = () => import('./datatables/basic-page.tsx');

// Each screen is its own chunk: chart libraries load only with their screen.
const screens = {
  tables: lazyPage(() => import('./tables/tables-page.tsx'), 'TablesPage'),
  basic: lazyPage(basicPage, 'BasicDatatablesPage'),
  advance: lazyPage(() => import('./datatables/advance-page.tsx'), 'AdvanceDatatablesPage'),
  apex: lazyPage(() => import('./charts/apex-page.tsx'), 'ApexChartsPage'),
  chartjs: lazyPage(() => import('./charts/chartjs-page.tsx'), 'ChartjsPage'),
  recharts: lazyPage(() => import('./charts/recharts-page.tsx'), 'RechartsPage'),
};

export const tableRoutes: RouteDeclaration[] = [
  tables.screen('/tables/reactstrap', screens.tables, 'menu.table', ['Table', 'Server', 'Grid']),
  {
    ...datatables.screen('/datatables/basic', screens.basic, 'menu.basic', [
      'Basic DataTable',
      'Grid',
    ]),
    // Its rows start with its chunk: the first render draws the table once, with its rows.
    preload: preloadFrom(basicPage, 'preloadBasicDatatables'),
  },
  datatables.screen('/datatables/advance', screens.advance, 'menu.advanced', [
    'Advanced DataTable',
    'Grid',
  ]),
];

export const chartRoutes: RouteDeclaration[] = [
  charts.screen('/charts/apex', screens.apex, 'menu.apex', ['Apex Chart', 'PieChart']),
  charts.screen('/charts/chartjs', screens.chartjs, 'menu.chartjs', ['ChartJS', 'BarChart2']),
  charts.screen('/charts/recharts', screens.recharts, 'menu.recharts', ['Recharts', 'TrendingUp']),
];

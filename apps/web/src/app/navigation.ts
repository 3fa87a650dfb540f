import {
  foldSections,
  menuFromRoutes,
  type MenuGroupSpec,
  type MenuSectionSpec,
} from '../core/layout/menu-from-routes.ts';
import { provideFakeApiSeeds } from '../core/http/fake-api-loader.ts';
import { searchPagesOf } from '../core/search/search-pages.ts';
import { routes } from './routes.tsx';

// The menu's sections and groups: they have no path of their own; their links come from the
// route declarations' `menu` entries.
const SECTIONS: MenuSectionSpec[] = [
  { id: 'careers', header: 'menu.careers', icon: 'Briefcase' },
  { id: 'portal', header: 'menu.portal', icon: 'UserCheck' },
  { id: 'employer', header: 'menu.employer', icon: 'Briefcase' },
  { id: 'dashboards', header: 'menu.dashboards', icon: 'Home' },
  { id: 'apps', header: 'menu.apps', icon: 'Package' },
  { id: 'pages', header: 'menu.pages', icon: 'File' },
  { id: 'userInterface', header: 'menu.userInterface', icon: 'Layout' },
  { id: 'formsTables', header: 'menu.formsTables', icon: 'CheckSquare' },
  { id: 'chartsMaps', header: 'menu.chartsMaps', icon: 'PieChart' },
  { id: 'others', header: 'menu.others', icon: 'BarChart2' },
];

// Groups not listed here have the title `menu.<id>` and the small circle.
const GROUPS: Record<string, MenuGroupSpec> = {
  dashboardsGroup: {
    title: 'menu.dashboards',
    icon: 'Home',
    badge: { text: '2', color: 'warning' },
  },
  invoice: { icon: 'FileText' },
  ecommerce: { icon: 'ShoppingCart' },
  user: { icon: 'User' },
  rolesPermissions: { icon: 'Shield' },
  authentication: { icon: 'Lock' },
  blog: { icon: 'Copy' },
  misc: { icon: 'Archive' },
  cards: { icon: 'CreditCard' },
  components: { icon: 'Archive' },
  extensions: { icon: 'Box' },
  pageLayouts: { icon: 'Layout' },
  formElements: { icon: 'Copy' },
  datatables: { icon: 'Grid' },
  charts: { icon: 'PieChart' },
};

/** The template's demo sections: one "Template showcase" section holds them, as groups. */
const SHOWCASE_SECTIONS = [
  'dashboards',
  'apps',
  'pages',
  'userInterface',
  'formsTables',
  'chartsMaps',
  'others',
];

export const SHOWCASE_SECTION = 'showcase';

export const navigation = foldSections(
  menuFromRoutes(routes, SECTIONS, GROUPS),
  SHOWCASE_SECTIONS,
  { id: SHOWCASE_SECTION, header: 'menu.showcase', icon: 'Layers' },
);

// The navbar search's Pages group (sample data answered by the fake API) lists the declared routes
// with a search entry; the navbar, the only caller of the search and bookmark calls, loads this.
provideFakeApiSeeds(() => ({ searchPages: searchPagesOf(routes) }));

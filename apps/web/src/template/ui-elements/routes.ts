import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf, type RouteDeclaration } from '../../core/routing/route-declaration.ts';
import type { RouteMeta } from '../../core/layout/route-meta.ts';

const ui = ['menu.userInterface'];
const admin = { subject: 'Admin' };
const layouts = () => import('./page-layouts/page-layout-pages.tsx');

const card = (name: string, component: LazyScreen): RouteDeclaration => ({
  path: `/cards/${name}`,
  component,
  meta: { title: `menu.cards${keyOf(`-${name}`)}`, breadcrumb: [...ui, 'menu.cards'], ...admin },
  menu: {},
  search: { title: `${titleOf(name)} Cards`, icon: 'CreditCard' },
});

const pageLayout = (
  name: string,
  component: LazyScreen,
  extra: Partial<RouteMeta>,
): RouteDeclaration => ({
  path: `/page-layout/${name}`,
  component,
  meta: {
    title: `menu.${keyOf(name)}`,
    breadcrumb: [...ui, 'menu.pageLayouts'],
    ...admin,
    ...extra,
  },
  menu: {},
  search: { title: `${titleOf(name)} Layout`, icon: 'Layout' },
});

export const uiElementRoutes: RouteDeclaration[] = [
  {
    path: '/ui-element/typography',
    component: lazyPage(() => import('./typography/typography-page.tsx'), 'TypographyPage'),
    meta: { title: 'menu.typography', breadcrumb: ui, ...admin },
    menu: { icon: 'Type' },
    search: { title: 'Typography', icon: 'Type' },
  },
  {
    path: '/ui-element/colors',
    component: lazyPage(() => import('./colors/colors-page.tsx'), 'ColorsPage'),
    meta: { title: 'menu.colors', breadcrumb: ui, ...admin },
    menu: { icon: 'Droplet' },
    search: { title: 'Colors', icon: 'Droplet' },
  },
  {
    path: '/icons/reactfeather',
    component: lazyPage(() => import('./icons/feather-icons-page.tsx'), 'FeatherIconsPage'),
    meta: { title: 'menu.featherIcons', breadcrumb: ui, ...admin },
    menu: { icon: 'Eye' },
    search: { title: 'Feather Icons', icon: 'Feather' },
  },
  card(
    'basic',
    lazyPage(() => import('./cards/cards-basic-page.tsx'), 'CardsBasicPage'),
  ),
  card(
    'advance',
    lazyPage(() => import('./cards/cards-advance-page.tsx'), 'CardsAdvancePage'),
  ),
];

/** The action card closes the cards menu, after the dashboards' statistics and analytics cards. */
export const actionCardRoutes: RouteDeclaration[] = [
  card(
    'action',
    lazyPage(() => import('./cards/cards-action-page.tsx'), 'CardsActionPage'),
  ),
];

export const pageLayoutRoutes: RouteDeclaration[] = [
  pageLayout('collapse-menu', lazyPage(layouts, 'CollapseMenuPage'), { menuCollapsed: true }),
  pageLayout('layout-boxed', lazyPage(layouts, 'LayoutBoxedPage'), {
    contentWidth: 'boxed',
    className: 'layout-boxed-demo',
  }),
  pageLayout('without-menu', lazyPage(layouts, 'WithoutMenuPage'), { menuHidden: true }),
  pageLayout('layout-empty', lazyPage(layouts, 'LayoutEmptyPage'), {
    className: 'layout-empty',
  }),
  pageLayout('layout-blank', lazyPage(layouts, 'LayoutBlankPage'), { layout: 'blank' }),
];

import { lazyPage } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf, type RouteDeclaration } from '../../core/routing/route-declaration.ts';
import type { RouteMeta } from '../../core/layout/route-meta.ts';
import { cardScreen, demoScreens } from '../shared/demo-routes.ts';

const ui = ['menu.userInterface'];
const { screen } = demoScreens({ breadcrumb: ui });
const layouts = demoScreens({ breadcrumb: [...ui, 'menu.pageLayouts'] });
const layoutPages = () => import('./page-layouts/page-layout-pages.tsx');

const pageLayout = (
  name: string,
  component: keyof Awaited<ReturnType<typeof layoutPages>> & string,
  meta: Partial<RouteMeta>,
): RouteDeclaration =>
  layouts.screen(
    `/page-layout/${name}`,
    lazyPage(layoutPages, component),
    `menu.${keyOf(name)}`,
    [`${titleOf(name)} Layout`, 'Layout'],
    meta,
  );

const screens = {
  typography: lazyPage(() => import('./typography/typography-page.tsx'), 'TypographyPage'),
  colors: lazyPage(() => import('./colors/colors-page.tsx'), 'ColorsPage'),
  icons: lazyPage(() => import('./icons/feather-icons-page.tsx'), 'FeatherIconsPage'),
  basicCards: lazyPage(() => import('./cards/cards-basic-page.tsx'), 'CardsBasicPage'),
  advanceCards: lazyPage(() => import('./cards/cards-advance-page.tsx'), 'CardsAdvancePage'),
  actionCards: lazyPage(() => import('./cards/cards-action-page.tsx'), 'CardsActionPage'),
};

export const uiElementRoutes: RouteDeclaration[] = [
  screen('/ui-element/typography', screens.typography, 'menu.typography', [
    'Typography',
    'Type',
    'Type',
  ]),
  screen('/ui-element/colors', screens.colors, 'menu.colors', ['Colors', 'Droplet', 'Droplet']),
  screen('/icons/reactfeather', screens.icons, 'menu.featherIcons', [
    'Feather Icons',
    'Feather',
    'Eye',
  ]),
  cardScreen('basic', screens.basicCards),
  cardScreen('advance', screens.advanceCards),
];

/** The action card closes the cards menu, after the dashboards' statistics and analytics cards. */
export const actionCardRoutes: RouteDeclaration[] = [cardScreen('action', screens.actionCards)];

export const pageLayoutRoutes: RouteDeclaration[] = [
  pageLayout('collapse-menu', 'CollapseMenuPage', { menuCollapsed: true }),
  pageLayout('layout-boxed', 'LayoutBoxedPage', {
    contentWidth: 'boxed',
    className: 'layout-boxed-demo',
  }),
  pageLayout('without-menu', 'WithoutMenuPage', { menuHidden: true }),
  pageLayout('layout-empty', 'LayoutEmptyPage', { className: 'layout-empty' }),
  pageLayout('layout-blank', 'LayoutBlankPage', { layout: 'blank' }),
];

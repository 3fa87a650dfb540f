import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf } from '../../core/routing/route-declaration.ts';
import { demoScreens } from '../shared/demo-routes.ts';

// One lazy chunk per showcase screen, in menu order.
const screens: [string, LazyScreen][] = [
  ['accordion', lazyPage(() => import('./pages/accordion-page.tsx'), 'AccordionPage')],
  ['alerts', lazyPage(() => import('./pages/alerts-page.tsx'), 'AlertsPage')],
  ['auto-complete', lazyPage(() => import('./pages/auto-complete-page.tsx'), 'AutoCompletePage')],
  ['avatar', lazyPage(() => import('./pages/avatar-page.tsx'), 'AvatarPage')],
  ['badges', lazyPage(() => import('./pages/badges-page.tsx'), 'BadgesPage')],
  ['blockui', lazyPage(() => import('./pages/blockui-page.tsx'), 'BlockUiPage')],
  ['breadcrumbs', lazyPage(() => import('./pages/breadcrumbs-page.tsx'), 'BreadcrumbsPage')],
  ['buttons', lazyPage(() => import('./pages/buttons-page.tsx'), 'ButtonsPage')],
  ['carousel', lazyPage(() => import('./pages/carousel-page.tsx'), 'CarouselPage')],
  ['collapse', lazyPage(() => import('./pages/collapse-page.tsx'), 'CollapsePage')],
  ['divider', lazyPage(() => import('./pages/divider-page.tsx'), 'DividerPage')],
  ['dropdowns', lazyPage(() => import('./pages/dropdowns-page.tsx'), 'DropdownsPage')],
  ['list-group', lazyPage(() => import('./pages/list-group-page.tsx'), 'ListGroupPage')],
  ['modals', lazyPage(() => import('./pages/modals-page.tsx'), 'ModalsPage')],
  ['nav-component', lazyPage(() => import('./pages/nav-component-page.tsx'), 'NavComponentPage')],
  ['offcanvas', lazyPage(() => import('./pages/offcanvas-page.tsx'), 'OffcanvasPage')],
  ['pagination', lazyPage(() => import('./pages/pagination-page.tsx'), 'PaginationPage')],
  ['pill-badges', lazyPage(() => import('./pages/pill-badges-page.tsx'), 'PillBadgesPage')],
  [
    'pills-component',
    lazyPage(() => import('./pages/pills-component-page.tsx'), 'PillsComponentPage'),
  ],
  ['popovers', lazyPage(() => import('./pages/popovers-page.tsx'), 'PopoversPage')],
  ['progress', lazyPage(() => import('./pages/progress-page.tsx'), 'ProgressPage')],
  ['spinners', lazyPage(() => import('./pages/spinners-page.tsx'), 'SpinnersPage')],
  [
    'tabs-component',
    lazyPage(() => import('./pages/tabs-component-page.tsx'), 'TabsComponentPage'),
  ],
  ['timeline', lazyPage(() => import('./pages/timeline-page.tsx'), 'TimelinePage')],
  ['toasts', lazyPage(() => import('./pages/toasts-page.tsx'), 'ToastsPage')],
  ['tooltips', lazyPage(() => import('./pages/tooltips-page.tsx'), 'TooltipsPage')],
];

const { screen } = demoScreens({ breadcrumb: ['menu.userInterface', 'menu.components'] });

export const componentRoutes = screens.map(([name, component]) =>
  screen(`/components/${name}`, component, `menu.${keyOf(name)}`, [titleOf(name), 'Archive']),
);

import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

// One lazy chunk per showcase screen (/components/<name>).
export const screens: Screens = {
  '/components/accordion': lazyPage(() => import('./pages/accordion-page.tsx'), 'AccordionPage'),
  '/components/alerts': lazyPage(() => import('./pages/alerts-page.tsx'), 'AlertsPage'),
  '/components/auto-complete': lazyPage(
    () => import('./pages/auto-complete-page.tsx'),
    'AutoCompletePage',
  ),
  '/components/avatar': lazyPage(() => import('./pages/avatar-page.tsx'), 'AvatarPage'),
  '/components/badges': lazyPage(() => import('./pages/badges-page.tsx'), 'BadgesPage'),
  '/components/blockui': lazyPage(() => import('./pages/blockui-page.tsx'), 'BlockUiPage'),
  '/components/breadcrumbs': lazyPage(
    () => import('./pages/breadcrumbs-page.tsx'),
    'BreadcrumbsPage',
  ),
  '/components/buttons': lazyPage(() => import('./pages/buttons-page.tsx'), 'ButtonsPage'),
  '/components/carousel': lazyPage(() => import('./pages/carousel-page.tsx'), 'CarouselPage'),
  '/components/collapse': lazyPage(() => import('./pages/collapse-page.tsx'), 'CollapsePage'),
  '/components/divider': lazyPage(() => import('./pages/divider-page.tsx'), 'DividerPage'),
  '/components/dropdowns': lazyPage(() => import('./pages/dropdowns-page.tsx'), 'DropdownsPage'),
  '/components/list-group': lazyPage(() => import('./pages/list-group-page.tsx'), 'ListGroupPage'),
  '/components/modals': lazyPage(() => import('./pages/modals-page.tsx'), 'ModalsPage'),
  '/components/nav-component': lazyPage(
    () => import('./pages/nav-component-page.tsx'),
    'NavComponentPage',
  ),
  '/components/offcanvas': lazyPage(() => import('./pages/offcanvas-page.tsx'), 'OffcanvasPage'),
  '/components/pagination': lazyPage(() => import('./pages/pagination-page.tsx'), 'PaginationPage'),
  '/components/pill-badges': lazyPage(
    () => import('./pages/pill-badges-page.tsx'),
    'PillBadgesPage',
  ),
  '/components/pills-component': lazyPage(
    () => import('./pages/pills-component-page.tsx'),
    'PillsComponentPage',
  ),
  '/components/popovers': lazyPage(() => import('./pages/popovers-page.tsx'), 'PopoversPage'),
  '/components/progress': lazyPage(() => import('./pages/progress-page.tsx'), 'ProgressPage'),
  '/components/spinners': lazyPage(() => import('./pages/spinners-page.tsx'), 'SpinnersPage'),
  '/components/tabs-component': lazyPage(
    () => import('./pages/tabs-component-page.tsx'),
    'TabsComponentPage',
  ),
  '/components/timeline': lazyPage(() => import('./pages/timeline-page.tsx'), 'TimelinePage'),
  '/components/toasts': lazyPage(() => import('./pages/toasts-page.tsx'), 'ToastsPage'),
  '/components/tooltips': lazyPage(() => import('./pages/tooltips-page.tsx'), 'TooltipsPage'),
};

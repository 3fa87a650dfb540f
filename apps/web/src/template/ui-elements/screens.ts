import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

const layouts = () => import('./page-layouts/page-layout-pages.tsx');

export const screens: Screens = {
  '/ui-element/typography': lazyPage(
    () => import('./typography/typography-page.tsx'),
    'TypographyPage',
  ),
  '/ui-element/colors': lazyPage(() => import('./colors/colors-page.tsx'), 'ColorsPage'),
  '/icons/reactfeather': lazyPage(
    () => import('./icons/feather-icons-page.tsx'),
    'FeatherIconsPage',
  ),
  '/cards/basic': lazyPage(() => import('./cards/cards-basic-page.tsx'), 'CardsBasicPage'),
  '/cards/advance': lazyPage(() => import('./cards/cards-advance-page.tsx'), 'CardsAdvancePage'),
  '/cards/action': lazyPage(() => import('./cards/cards-action-page.tsx'), 'CardsActionPage'),
  '/page-layout/collapse-menu': lazyPage(layouts, 'CollapseMenuPage'),
  '/page-layout/layout-boxed': lazyPage(layouts, 'LayoutBoxedPage'),
  '/page-layout/without-menu': lazyPage(layouts, 'WithoutMenuPage'),
  '/page-layout/layout-empty': lazyPage(layouts, 'LayoutEmptyPage'),
  '/page-layout/layout-blank': lazyPage(layouts, 'LayoutBlankPage'),
};

import { lazyPage, type Screens } from '../../core/routing/lazy-page.ts';

// Each demo is its own chunk, so a heavy library loads only on the screen that shows it.
export const screens: Screens = {
  '/extensions/sweet-alert': lazyPage(
    () => import('./sweet-alert/sweet-alert-page.tsx'),
    'SweetAlertPage',
  ),
  '/extensions/toastr': lazyPage(() => import('./toastr/toastr-page.tsx'), 'ToastrPage'),
  '/extensions/slider': lazyPage(() => import('./slider/slider-page.tsx'), 'SliderPage'),
  '/extensions/drag-and-drop': lazyPage(
    () => import('./drag-and-drop/drag-and-drop-page.tsx'),
    'DragAndDropPage',
  ),
  '/extensions/tour': lazyPage(() => import('./tour/tour-page.tsx'), 'TourPage'),
  '/extensions/clipboard': lazyPage(
    () => import('./clipboard/clipboard-page.tsx'),
    'ClipboardPage',
  ),
  '/extensions/react-player': lazyPage(
    () => import('./react-player/react-player-page.tsx'),
    'ReactPlayerPage',
  ),
  '/extensions/context-menu': lazyPage(
    () => import('./context-menu/context-menu-page.tsx'),
    'ContextMenuPage',
  ),
  '/extensions/swiper': lazyPage(() => import('./swiper/swiper-page.tsx'), 'SwiperPage'),
  '/extensions/ratings': lazyPage(() => import('./ratings/ratings-page.tsx'), 'RatingsPage'),
  '/extensions/i18n': lazyPage(() => import('./i18n/i18n-page.tsx'), 'I18nPage'),
  '/extensions/pagination': lazyPage(
    () => import('./pagination/pagination-page.tsx'),
    'PaginationPage',
  ),
  '/extensions/import': lazyPage(() => import('./import/import-page.tsx'), 'ImportPage'),
  '/extensions/export': lazyPage(() => import('./export/export-page.tsx'), 'ExportPage'),
  '/extensions/export-selected': lazyPage(
    () => import('./export/export-selected-page.tsx'),
    'ExportSelectedPage',
  ),
};

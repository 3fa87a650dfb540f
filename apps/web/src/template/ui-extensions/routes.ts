import { lazyPage, type LazyScreen } from '../../core/routing/lazy-page.ts';
import { keyOf, titleOf } from '../../core/routing/route-declaration.ts';
import { demoScreens } from '../shared/demo-routes.ts';

// Each demo is its own chunk, so a heavy library loads only on the screen that shows it.
const screens: [string, LazyScreen][] = [
  ['sweet-alert', lazyPage(() => import('./sweet-alert/sweet-alert-page.tsx'), 'SweetAlertPage')],
  ['toastr', lazyPage(() => import('./toastr/toastr-page.tsx'), 'ToastrPage')],
  ['slider', lazyPage(() => import('./slider/slider-page.tsx'), 'SliderPage')],
  [
    'drag-and-drop',
    lazyPage(() => import('./drag-and-drop/drag-and-drop-page.tsx'), 'DragAndDropPage'),
  ],
  ['tour', lazyPage(() => import('./tour/tour-page.tsx'), 'TourPage')],
  ['clipboard', lazyPage(() => import('./clipboard/clipboard-page.tsx'), 'ClipboardPage')],
  [
    'react-player',
    lazyPage(() => import('./react-player/react-player-page.tsx'), 'ReactPlayerPage'),
  ],
  [
    'context-menu',
    lazyPage(() => import('./context-menu/context-menu-page.tsx'), 'ContextMenuPage'),
  ],
  ['swiper', lazyPage(() => import('./swiper/swiper-page.tsx'), 'SwiperPage')],
  ['ratings', lazyPage(() => import('./ratings/ratings-page.tsx'), 'RatingsPage')],
  ['i18n', lazyPage(() => import('./i18n/i18n-page.tsx'), 'I18nPage')],
  ['pagination', lazyPage(() => import('./pagination/pagination-page.tsx'), 'PaginationPage')],
  ['import', lazyPage(() => import('./import/import-page.tsx'), 'ImportPage')],
  ['export', lazyPage(() => import('./export/export-page.tsx'), 'ExportPage')],
  [
    'export-selected',
    lazyPage(() => import('./export/export-selected-page.tsx'), 'ExportSelectedPage'),
  ],
];

const { screen } = demoScreens({ breadcrumb: ['menu.userInterface', 'menu.extensions'] });

export const extensionRoutes = screens.map(([name, component]) =>
  screen(`/extensions/${name}`, component, `menu.ext.${keyOf(name)}`, [
    `${titleOf(name)} Extension`,
    'PlusCircle',
  ]),
);

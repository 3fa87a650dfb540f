import { lazyPage } from '../../../core/routing/lazy-page.ts';
import type { RouteDeclaration } from '../../../core/routing/route-declaration.ts';

// FullCalendar loads with this screen's chunk only.
export const calendarRoutes: RouteDeclaration[] = [
  {
    path: '/apps/calendar',
    component: lazyPage(() => import('./calendar-page.tsx'), 'CalendarPage'),
    meta: { title: 'menu.calendar', breadcrumb: ['menu.apps'], subject: 'Admin' },
    menu: { icon: 'Calendar' },
    search: { title: 'Calendar', icon: 'Calendar', bookmarked: true },
  },
];

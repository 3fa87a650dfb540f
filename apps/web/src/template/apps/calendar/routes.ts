import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { preloadFrom } from '../../../core/routing/preload-from.ts';
import { appRoutes } from '../shared/app-routes.ts';

// FullCalendar loads with this screen's chunk only.
const calendar = lazyPage(() => import('./calendar-page.tsx'), 'CalendarPage');

// Its events start with the chunk (on hover, or as the app starts), not after the first render.
const preload = preloadFrom(() => import('./calendar-preload.ts'), 'preloadCalendar');

export const calendarRoutes = appRoutes('/apps/calendar', calendar, 'menu.calendar', [
  'Calendar',
  'Calendar',
]).map((route) => ({ ...route, preload }));

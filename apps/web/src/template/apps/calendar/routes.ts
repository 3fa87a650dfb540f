import { lazyPage } from '../../../core/routing/lazy-page.ts';
import { appRoutes } from '../shared/app-routes.ts';

// FullCalendar loads with this screen's chunk only.
const calendar = lazyPage(() => import('./calendar-page.tsx'), 'CalendarPage');

export const calendarRoutes = appRoutes('/apps/calendar', calendar, 'menu.calendar', [
  'Calendar',
  'Calendar',
]);

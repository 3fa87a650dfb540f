import { lazyPage, type Screens } from '../../../core/routing/lazy-page.ts';

// FullCalendar loads with this screen's chunk only.
export const screens: Screens = {
  '/apps/calendar': lazyPage(() => import('./calendar-page.tsx'), 'CalendarPage'),
};

import type { RoutePreload } from '../../../core/routing/route-declaration.ts';
import { calendarApi } from './calendar.api.ts';
import { selectSelectedCalendars } from './calendar.slice.ts';

/**
 * The calendar's route preload: the events of the calendars selected (all five on a first visit),
 * the same call the screen makes, so its first render draws FullCalendar once, with its events,
 * instead of a loading block and then the whole month.
 */
export const preloadCalendar: RoutePreload = (_target, dispatch) => {
  dispatch((next, getState) =>
    next(
      calendarApi.endpoints.getEvents.initiate(selectSelectedCalendars(getState()), {
        subscribe: false,
      }),
    ),
  );
};

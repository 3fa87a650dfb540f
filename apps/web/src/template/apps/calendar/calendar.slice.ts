import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { rootReducer, type RootState } from '../../../core/store/root-reducer.ts';
import type { CalendarEvent, CalendarName } from '../../../fake-api/types.ts';
import { calendarApi } from './calendar.api.ts';

export const CALENDARS: readonly CalendarName[] = [
  'Personal',
  'Business',
  'Family',
  'Holiday',
  'ETC',
];

/** UI state only: the events live in the API cache (calendar.api.ts). */
export interface CalendarState {
  selectedCalendars: CalendarName[];
}

export const initialCalendarState: CalendarState = {
  selectedCalendars: [...CALENDARS],
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type CalendarRoot = { calendar?: CalendarState };

const calendarState = (state: CalendarRoot): CalendarState => injectedCalendar.selectSlice(state);

export const calendarSlice = createSlice({
  name: 'calendar',
  initialState: initialCalendarState,
  reducers: {
    /** Adds the calendar to the selection, or takes it out. */
    toggleCalendar(state, action: PayloadAction<CalendarName>) {
      const name = action.payload;
      state.selectedCalendars = state.selectedCalendars.includes(name)
        ? state.selectedCalendars.filter((c) => c !== name)
        : CALENDARS.filter((c) => c === name || state.selectedCalendars.includes(c));
    },
    /** true selects all five calendars, false none. */
    selectAllCalendars(state, action: PayloadAction<boolean>) {
      state.selectedCalendars = action.payload ? [...CALENDARS] : [];
    },
  },
});

export const { toggleCalendar, selectAllCalendars } = calendarSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

export const injectedCalendar = calendarSlice.injectInto(rootReducer);

/** The calendars shown (all five until the reader changes them, or before the slice is in). */
export const selectSelectedCalendars = (state: CalendarRoot): CalendarName[] =>
  calendarState(state).selectedCalendars;

export const useCalendarState = () => useSelector((state: CalendarRoot) => calendarState(state));
export const useCalendarDispatch = useDispatch;

const NO_EVENTS: CalendarEvent[] = [];

/** The events of the selected calendars, from the cache (none until they are loaded). */
export function selectCalendarEvents(state: RootState): CalendarEvent[] {
  const select = calendarApi.endpoints.getEvents.select(selectSelectedCalendars(state));
  return select(state as Parameters<typeof select>[0]).data ?? NO_EVENTS;
}

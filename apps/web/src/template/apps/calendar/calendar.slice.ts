import {
  createAsyncThunk,
  createSlice,
  type PayloadAction,
  type ThunkDispatch,
  type UnknownAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { http } from '../../../core/http/http.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import type { CalendarEvent, CalendarName, NewCalendarEvent } from '../../../fake-api/types.ts';

export const CALENDARS: readonly CalendarName[] = [
  'Personal',
  'Business',
  'Family',
  'Holiday',
  'ETC',
];

export interface CalendarState {
  events: CalendarEvent[];
  selectedCalendars: CalendarName[];
}

export const initialCalendarState: CalendarState = {
  events: [],
  selectedCalendars: [...CALENDARS],
};

// The part of the store this slice sees (typed locally: the root type depends on the slices).
type CalendarRoot = { calendar?: CalendarState };
type ThunkApi = { state: CalendarRoot };

const calendarState = (state: CalendarRoot): CalendarState => injectedCalendar.selectSlice(state);

export const fetchEvents = createAsyncThunk<CalendarEvent[], CalendarName[], ThunkApi>(
  'calendar/fetchEvents',
  async (calendars) => {
    // None selected shows nothing; the API reads a missing list as "all five".
    if (calendars.length === 0) return [];
    const res = await http.get<CalendarEvent[]>('/apps/calendar/events', {
      params: { calendars: calendars.join(',') },
    });
    return res.data;
  },
);

const refetch = createAsyncThunk<void, void, ThunkApi>(
  'calendar/refetch',
  async (_, { dispatch, getState }) => {
    await dispatch(fetchEvents(calendarState(getState()).selectedCalendars));
  },
);

export const addEvent = createAsyncThunk<CalendarEvent, NewCalendarEvent, ThunkApi>(
  'calendar/addEvent',
  async (event, { dispatch }) => {
    const res = await http.post<{ event: CalendarEvent }>('/apps/calendar/add-event', { event });
    await dispatch(refetch());
    return res.data.event;
  },
);

export const updateEvent = createAsyncThunk<CalendarEvent, CalendarEvent, ThunkApi>(
  'calendar/updateEvent',
  async (event, { dispatch }) => {
    const res = await http.post<{ event: CalendarEvent }>('/apps/calendar/update-event', { event });
    await dispatch(refetch());
    return res.data.event;
  },
);

export const removeEvent = createAsyncThunk<void, number, ThunkApi>(
  'calendar/removeEvent',
  async (id, { dispatch }) => {
    await http.delete('/apps/calendar/remove-event', { params: { id } });
    await dispatch(refetch());
  },
);

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
  extraReducers: (builder) => {
    builder.addCase(fetchEvents.fulfilled, (state, action) => {
      // An answer for an older selection is ignored.
      if (action.meta.arg.join() === state.selectedCalendars.join()) state.events = action.payload;
    });
  },
});

export const { toggleCalendar, selectAllCalendars } = calendarSlice.actions;

declare module '../../../core/store/root-reducer.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof calendarSlice> {}
}

export const injectedCalendar = calendarSlice.injectInto(rootReducer);

export const useCalendarState = () => useSelector((state: CalendarRoot) => calendarState(state));
export const useCalendarDispatch =
  useDispatch.withTypes<ThunkDispatch<CalendarRoot, unknown, UnknownAction>>();

import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '../../../fake-api/types.ts';
import {
  eventFormSchema,
  eventFromForm,
  formFromEvent,
  fromInputValue,
  toInputValue,
} from './event-form-schema.ts';

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../../../core/http/http.ts', () => ({ http }));

const { rootReducer } = await import('../../../core/store/root-reducer.ts');
const cal = await import('./calendar.slice.ts');

const event: CalendarEvent = {
  id: 4,
  url: '',
  title: 'CV clinic',
  start: '2026-03-02T12:00:00.000Z',
  end: '2026-03-02T14:00:00.000Z',
  allDay: false,
  extendedProps: { calendar: 'ETC', location: 'Library' },
};

describe('calendar selection', () => {
  const reduce = cal.calendarSlice.reducer;
  const start = cal.initialCalendarState;

  it('starts with all five calendars and toggles one out and back in its place', () => {
    expect(start.selectedCalendars).toEqual(['Personal', 'Business', 'Family', 'Holiday', 'ETC']);
    const without = reduce(start, cal.toggleCalendar('Business'));
    expect(without.selectedCalendars).toEqual(['Personal', 'Family', 'Holiday', 'ETC']);
    expect(reduce(without, cal.toggleCalendar('Business')).selectedCalendars).toEqual(
      start.selectedCalendars,
    );
  });

  it('select all chooses all five, otherwise none', () => {
    const none = reduce(start, cal.selectAllCalendars(false));
    expect(none.selectedCalendars).toEqual([]);
    expect(reduce(none, cal.selectAllCalendars(true)).selectedCalendars).toHaveLength(5);
  });
});

describe('calendar thunks', () => {
  let store = configureStore({ reducer: rootReducer });
  const state = () => cal.injectedCalendar.selectSlice(store.getState());

  beforeEach(() => {
    vi.clearAllMocks();
    store = configureStore({ reducer: rootReducer });
  });

  it('fetches the selected calendars, and nothing when none is selected', async () => {
    http.get.mockResolvedValue({ data: [event] });
    store.dispatch(cal.toggleCalendar('Holiday'));
    await store.dispatch(cal.fetchEvents(state().selectedCalendars));
    expect(http.get).toHaveBeenCalledWith('/apps/calendar/events', {
      params: { calendars: 'Personal,Business,Family,ETC' },
    });
    expect(state().events).toEqual([event]);
    store.dispatch(cal.selectAllCalendars(false));
    await store.dispatch(cal.fetchEvents([]));
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(state().events).toEqual([]);
  });

  it('refetches after add, update and remove', async () => {
    http.get.mockResolvedValue({ data: [event] });
    http.post.mockResolvedValue({ data: { event } });
    http.delete.mockResolvedValue({ data: undefined });
    const { id: _id, ...fresh } = event;
    await store.dispatch(cal.addEvent(fresh));
    expect(http.post).toHaveBeenCalledWith('/apps/calendar/add-event', { event: fresh });
    await store.dispatch(cal.updateEvent({ ...event, title: 'CV clinic (moved)' }));
    expect(http.post).toHaveBeenLastCalledWith('/apps/calendar/update-event', {
      event: { ...event, title: 'CV clinic (moved)' },
    });
    await store.dispatch(cal.removeEvent(4));
    expect(http.delete).toHaveBeenCalledWith('/apps/calendar/remove-event', { params: { id: 4 } });
    expect(http.get).toHaveBeenCalledTimes(3);
  });
});

describe('event form', () => {
  it('round-trips an event, extra fields in extendedProps', () => {
    const form = formFromEvent(
      { ...event, extendedProps: { ...event.extendedProps, guests: ['Amara Okafor'] } },
      new Date(),
      false,
    );
    expect(form).toMatchObject({
      title: 'CV clinic',
      calendar: 'ETC',
      location: 'Library',
      guests: ['Amara Okafor'],
    });
    const back = eventFromForm(form);
    expect(back.start).toBe(event.start);
    expect(back.end).toBe(event.end);
    expect(back.extendedProps).toEqual({
      calendar: 'ETC',
      guests: ['Amara Okafor'],
      location: 'Library',
      description: '',
    });
  });

  it('rejects a missing title, an end before the start and a bad url', () => {
    const base = formFromEvent(null, new Date(2026, 2, 2), true);
    const issues = (input: object) => {
      const result = eventFormSchema.safeParse({ ...base, ...input });
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(issues({})).toEqual(['calendar.errors.titleRequired']);
    expect(issues({ title: 'X', start: '2026-03-05', end: '2026-03-04' })).toEqual([
      'calendar.errors.endBeforeStart',
    ]);
    expect(issues({ title: 'X', url: 'not a url' })).toEqual(['calendar.errors.url']);
    expect(issues({ title: 'X', url: 'https://example.ac.uk/fair' })).toEqual([]);
  });

  it('converts between input values and instants in local time', () => {
    const date = new Date(2026, 0, 5, 9, 30);
    expect(toInputValue(date, true)).toBe('2026-01-05');
    expect(toInputValue(date, false)).toBe('2026-01-05T09:30');
    expect(fromInputValue('2026-01-05')).toBe(new Date(2026, 0, 5).toISOString());
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '../../../fake-api/types.ts';
import {
  eventFormSchema,
  eventFromForm,
  formFromEvent,
  fromInputValue,
  toInputValue,
} from './event-form-schema.ts';
import { makeTestStore } from '../../../core/test/render.tsx';
import { answer, http, sent } from '../shared/api-test-kit.ts';
import { calendarApi } from './calendar.api.ts';
import * as cal from './calendar.slice.ts';

vi.mock('../../../core/http/http.ts', () => import('../shared/api-test-kit.ts'));

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

describe('calendar endpoints', () => {
  let store = makeTestStore();
  const selected = () => cal.injectedCalendar.selectSlice(store.getState()).selectedCalendars;
  const { getEvents, addEvent, updateEvent, removeEvent } = calendarApi.endpoints;

  beforeEach(() => {
    vi.clearAllMocks();
    store = makeTestStore();
  });

  it('fetches the selected calendars, and nothing when none is selected', async () => {
    http.request.mockImplementation(() => answer([event]));
    store.dispatch(cal.toggleCalendar('Holiday'));
    await store.dispatch(getEvents.initiate(selected()));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/calendar/events', { params: { calendars: 'Personal,Business,Family,ETC' } }),
    );
    expect(cal.selectCalendarEvents(store.getState())).toEqual([event]);
    store.dispatch(cal.selectAllCalendars(false));
    await store.dispatch(getEvents.initiate(selected()));
    expect(http.request).toHaveBeenCalledTimes(1);
    expect(cal.selectCalendarEvents(store.getState())).toEqual([]);
  });

  it('refetches after add, update and remove', async () => {
    http.request.mockImplementation((config: { url: string }) =>
      answer(config.url === '/apps/calendar/events' ? [event] : { event }),
    );
    const shown = store.dispatch(getEvents.initiate(selected()));
    await shown;
    const lists = () => http.request.mock.calls.filter(([c]) => c.url === '/apps/calendar/events');
    const { id: _id, ...fresh } = event;
    await store.dispatch(addEvent.initiate(fresh));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/calendar/add-event', { method: 'POST', data: { event: fresh } }),
    );
    await vi.waitFor(() => expect(lists()).toHaveLength(2));
    await store.dispatch(updateEvent.initiate({ ...event, title: 'CV clinic (moved)' }));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/calendar/update-event', {
        method: 'POST',
        data: { event: { ...event, title: 'CV clinic (moved)' } },
      }),
    );
    await vi.waitFor(() => expect(lists()).toHaveLength(3));
    await store.dispatch(removeEvent.initiate(4));
    expect(http.request).toHaveBeenCalledWith(
      sent('/apps/calendar/remove-event', { method: 'DELETE', params: { id: 4 } }),
    );
    await vi.waitFor(() => expect(lists()).toHaveLength(4));
    shown.unsubscribe();
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

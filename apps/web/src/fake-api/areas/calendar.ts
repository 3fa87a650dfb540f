import { seedEvents } from '../data/calendar.ts';
import type { SampleArea } from '../db.ts';
import { CALENDARS } from '../data/calendar.ts';
import type { FakeDb } from '../db.ts';
import { badRequest, created, ok } from '../lib/http.ts';
import {
  idValue,
  objectBody,
  optionalBoolean,
  optionalString,
  requiredString,
} from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type { CalendarEvent, CalendarName, NewCalendarEvent } from '../types.ts';
import { findById, nextId } from '../lib/records.ts';
import { deleteRoute } from '../lib/crud.ts';

/** `calendars` may come as an array or one comma-separated string; absent means all five. */
export function selectedCalendars(value: unknown): CalendarName[] {
  if (value === undefined || value === null) return [...CALENDARS];
  const names = Array.isArray(value) ? value : String(value).split(',').filter(Boolean);
  return names.map((name) => {
    const found = CALENDARS.find((c) => c === String(name).trim());
    if (!found) throw badRequest('calendars', `calendars must be among ${CALENDARS.join(', ')}`);
    return found;
  });
}

export function listEvents(db: FakeDb, calendars: CalendarName[]): CalendarEvent[] {
  return db.events.filter((e) => calendars.includes(e.extendedProps.calendar));
}

function isDate(text: string): boolean {
  return !Number.isNaN(Date.parse(text));
}

/** Validates an event from a request; `partial` allows missing fields (updates). */
export function parseEvent(value: unknown, partial: boolean): Partial<NewCalendarEvent> {
  const input = objectBody(value, 'event');
  const event: Partial<NewCalendarEvent> = {};
  if (!partial || input.title !== undefined) event.title = requiredString(input, 'title');
  for (const field of ['start', 'end'] as const) {
    const text = optionalString(input, field);
    if (text === undefined || text === '') {
      if (!partial && field === 'start') throw badRequest('start', 'start is required');
      continue;
    }
    if (!isDate(text)) throw badRequest(field, `${field} must be a date`);
    event[field] = text;
  }
  if (event.start && event.end && Date.parse(event.end) < Date.parse(event.start)) {
    throw badRequest('end', 'end must not be before start');
  }
  const allDay = optionalBoolean(input, 'allDay');
  if (allDay !== undefined) event.allDay = allDay;
  const url = optionalString(input, 'url');
  if (url !== undefined) event.url = url;
  const props =
    input.extendedProps === undefined
      ? undefined
      : objectBody(input.extendedProps, 'extendedProps');
  if (props || !partial) {
    const calendar = CALENDARS.find((c) => c === props?.calendar);
    if (!calendar) throw badRequest('calendar', `calendar must be one of ${CALENDARS.join(', ')}`);
    const guests = props?.guests;
    if (
      guests !== undefined &&
      (!Array.isArray(guests) || guests.some((g) => typeof g !== 'string'))
    ) {
      throw badRequest('guests', 'guests must be a list of names');
    }
    event.extendedProps = {
      calendar,
      ...(guests ? { guests: guests as string[] } : {}),
      ...(typeof props?.location === 'string' ? { location: props.location } : {}),
      ...(typeof props?.description === 'string' ? { description: props.description } : {}),
    };
  }
  return event;
}

export function addEvent(db: FakeDb, input: Partial<NewCalendarEvent>): CalendarEvent {
  const event: CalendarEvent = {
    id: nextId(db.events),
    url: input.url ?? '',
    title: input.title ?? '',
    start: input.start ?? '',
    end: input.end ?? input.start ?? '',
    allDay: input.allDay ?? false,
    extendedProps: input.extendedProps ?? { calendar: 'ETC' },
  };
  db.events.push(event);
  return event;
}

export const calendarRoutes: Route[] = [
  get('/apps/calendar/events', (db, { params }) =>
    ok(listEvents(db, selectedCalendars(params.calendars))),
  ),
  post('/apps/calendar/add-event', (db, { body }) => {
    const event = addEvent(db, parseEvent(objectBody(body, 'event').event, false));
    return created({ event });
  }),
  post('/apps/calendar/update-event', (db, { body }) => {
    const input = objectBody(objectBody(body, 'event').event, 'event');
    const event = findById(db.events, idValue(input.id, 'id'), 'Event');
    Object.assign(event, parseEvent(input, true));
    return ok({ event });
  }),
  deleteRoute('/apps/calendar/remove-event', (db) => db.events, 'Event'),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: calendarRoutes,
  store: {
    events: ({ now }) => seedEvents(now),
  },
};

import { z } from 'zod';
import { requiredText } from '../shared/schema-parts.ts';
import { localDay } from '../shared/local-day.ts';
import type { CalendarEvent, CalendarName, NewCalendarEvent } from '../../../fake-api/types.ts';

const NAMES = [
  'Personal',
  'Business',
  'Family',
  'Holiday',
  'ETC',
] as const satisfies readonly CalendarName[];

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as the value of a date (all day) or datetime-local input, in local time. */
export function toInputValue(date: Date, allDay: boolean): string {
  const day = localDay(date);
  return allDay ? day : `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** An input value back to an ISO instant (a bare day is local midnight). */
export function fromInputValue(value: string): string {
  const local = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00` : value;
  return new Date(local).toISOString();
}

// Messages are translation keys; the dialog translates them.
export const eventFormSchema = z
  .object({
    title: requiredText('calendar.errors.titleRequired'),
    calendar: z.enum(NAMES),
    allDay: z.boolean(),
    start: z.string().min(1, 'calendar.errors.startRequired'),
    end: z.string(),
    url: z.union([z.literal(''), z.url({ message: 'calendar.errors.url' })]),
    guests: z.array(z.string()),
    location: z.string(),
    description: z.string(),
  })
  .refine((f) => !f.end || !f.start || new Date(f.end) >= new Date(f.start), {
    path: ['end'],
    message: 'calendar.errors.endBeforeStart',
  });

export type EventForm = z.infer<typeof eventFormSchema>;

export function formFromEvent(
  event: CalendarEvent | null,
  start: Date,
  allDay: boolean,
): EventForm {
  if (!event) {
    return {
      title: '',
      calendar: 'Business',
      allDay,
      start: toInputValue(start, allDay),
      end: toInputValue(start, allDay),
      url: '',
      guests: [],
      location: '',
      description: '',
    };
  }
  return {
    title: event.title,
    calendar: event.extendedProps.calendar,
    allDay: event.allDay,
    start: toInputValue(new Date(event.start), event.allDay),
    end: event.end ? toInputValue(new Date(event.end), event.allDay) : '',
    url: event.url,
    guests: event.extendedProps.guests ?? [],
    location: event.extendedProps.location ?? '',
    description: event.extendedProps.description ?? '',
  };
}

/** The API's event from the form; extra fields go into extendedProps. */
export function eventFromForm(form: EventForm): NewCalendarEvent {
  const start = fromInputValue(form.start);
  return {
    title: form.title.trim(),
    url: form.url,
    allDay: form.allDay,
    start,
    end: form.end ? fromInputValue(form.end) : start,
    extendedProps: {
      calendar: form.calendar,
      guests: form.guests,
      location: form.location,
      description: form.description,
    },
  };
}

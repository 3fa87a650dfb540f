import { startOfDay } from '../lib/dates.ts';
import type { CalendarEvent, CalendarName } from '../types.ts';

export const CALENDARS: readonly CalendarName[] = ['Personal', 'Business', 'Family', 'Holiday', 'ETC'];

// [title, calendar, startDay (from today), startHour or null for all day, length in hours or days, location]
// prettier-ignore
const EVENTS: [string, CalendarName, number, number | null, number, string][] = [
  ['Autumn careers fair', 'Business', 3, null, 2, 'Great Hall'],
  ['Northgate internship briefing', 'Business', 1, 13, 1, 'Careers Hub'],
  ['Mock interview panels', 'Business', -2, 10, 4, 'Seminar Room 2'],
  ['CV clinic drop-in', 'ETC', 0, 12, 2, 'Library, ground floor'],
  ['Dentist', 'Personal', 5, 9, 1, 'City Dental'],
  ['Yoga class', 'Personal', -5, 18, 1, 'Sports Centre'],
  ['Family dinner', 'Family', 8, 19, 3, 'Home'],
  ['School sports day', 'Family', -9, null, 1, 'Oakfield Primary'],
  ['Bank holiday', 'Holiday', 14, null, 1, ''],
  ['Annual leave', 'Holiday', 20, null, 5, ''],
];

export function seedEvents(now: Date): CalendarEvent[] {
  return EVENTS.map(([title, calendar, day, hour, length, location], index) => {
    const dayStart = startOfDay(now, day);
    const start = hour === null ? dayStart : new Date(dayStart.getTime() + hour * 3_600_000);
    const end =
      hour === null ? startOfDay(now, day + length) : new Date(start.getTime() + length * 3_600_000);
    return {
      id: index + 1,
      url: '',
      title,
      start: start.toISOString(),
      end: end.toISOString(),
      allDay: hour === null,
      extendedProps: { calendar, ...(location ? { location } : {}) },
    };
  });
}

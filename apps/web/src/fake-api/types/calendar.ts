// Sample-data API shapes: calendar. Re-exported by ../types.ts.

export type CalendarName = 'Personal' | 'Business' | 'Family' | 'Holiday' | 'ETC';
export interface CalendarEvent {
  id: number;
  url: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  extendedProps: {
    calendar: CalendarName;
    guests?: string[];
    location?: string;
    description?: string;
  };
}
export type NewCalendarEvent = Omit<CalendarEvent, 'id'>;

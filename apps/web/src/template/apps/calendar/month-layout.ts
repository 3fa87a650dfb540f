/**
 * The month grid FullCalendar's day-grid month view draws, worked out in plain code: the six weeks
 * shown for a date and where each event sits in its week (its first column, how many days it
 * spans, and its row among the week's events). The calendar's first paint (MonthPreview) draws
 * from it; FullCalendar takes over once that paint is on screen.
 */

export interface MonthEvent {
  id: string;
  title: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
}

/** One event's piece of one week. */
export interface WeekSegment<E extends MonthEvent = MonthEvent> {
  event: E;
  /** Column of its first day in the week, 0–6. */
  col: number;
  /** Days it covers in this week. */
  span: number;
  /** Its row among the week's events, 0 at the top. */
  level: number;
  /** The event begins in this week (it does not continue from the week before). */
  isStart: boolean;
  /** The event ends in this week. */
  isEnd: boolean;
  /** Drawn as a bar (all day or several days) rather than a dot with its time. */
  block: boolean;
}

const DAY_MS = 86_400_000;

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Whole days from `a` to `b`, both at midnight (a daylight-saving hour does not count). */
function daysBetween(a: Date, b: Date): number {
  return Math.round((b.getTime() - a.getTime()) / DAY_MS);
}

/**
 * The six weeks FullCalendar's month view shows for `date`: from the week holding the 1st,
 * weeks starting on `firstDay` (0 Sunday … 6 Saturday, the locale's).
 */
export function monthWeeks(date: Date, firstDay: number): Date[][] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const start = addDays(first, -((first.getDay() - firstDay + 7) % 7));
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, day) => addDays(start, week * 7 + day)),
  );
}

/** The days an event covers, as FullCalendar counts them: [first day, day after the last). */
export function eventDays(event: MonthEvent): { first: Date; end: Date } {
  const first = startOfDay(event.start);
  let end: Date;
  if (event.end === null || event.end <= event.start) end = addDays(first, 1);
  else {
    const last = startOfDay(event.end);
    // An all-day event's end is exclusive; a timed one ending at midnight ends the day before.
    end = event.allDay || last.getTime() === event.end.getTime() ? last : addDays(last, 1);
  }
  return { first, end: end > first ? end : addDays(first, 1) };
}

/** FullCalendar's default event order: earlier start, then longer, then all-day, then title. */
function compareEvents(a: MonthEvent, b: MonthEvent): number {
  const duration = (e: MonthEvent) => (e.end ? e.end.getTime() - e.start.getTime() : 0);
  return (
    a.start.getTime() - b.start.getTime() ||
    duration(b) - duration(a) ||
    Number(b.allDay) - Number(a.allDay) ||
    a.title.localeCompare(b.title)
  );
}

/**
 * The week's segments, each on the lowest row free across all its days: FullCalendar's own
 * stacking for events of one height.
 */
export function layoutWeek<E extends MonthEvent>(
  week: readonly Date[],
  events: readonly E[],
): WeekSegment<E>[] {
  const weekStart = week[0];
  if (!weekStart) return [];
  const weekEnd = addDays(weekStart, week.length);
  const taken: boolean[][] = [];
  const segments: WeekSegment<E>[] = [];
  for (const event of [...events].sort(compareEvents)) {
    const { first, end } = eventDays(event);
    if (end <= weekStart || first >= weekEnd) continue;
    const from = first < weekStart ? weekStart : first;
    const to = end > weekEnd ? weekEnd : end;
    const col = daysBetween(weekStart, from);
    const span = daysBetween(from, to);
    let level = 0;
    while (taken[level]?.slice(col, col + span).some(Boolean)) level += 1;
    const row = (taken[level] ??= []);
    for (let c = col; c < col + span; c += 1) row[c] = true;
    segments.push({
      event,
      col,
      span,
      level,
      isStart: first >= weekStart,
      isEnd: end <= weekEnd,
      block: event.allDay || daysBetween(first, end) > 1,
    });
  }
  return segments;
}

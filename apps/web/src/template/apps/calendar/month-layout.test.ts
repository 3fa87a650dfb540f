import { describe, expect, it } from 'vitest';
import { eventDays, layoutWeek, monthWeeks, type MonthEvent } from './month-layout.ts';

const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function event(
  title: string,
  start: Date,
  end: Date | null,
  allDay = false,
): MonthEvent & { title: string } {
  return { id: title, title, start, end, allDay };
}

describe('monthWeeks', () => {
  it('gives six weeks from the week holding the 1st, on the locale’s first day', () => {
    // December 2026 begins on a Tuesday.
    const sunday = monthWeeks(day(2026, 12, 7), 0);
    expect(sunday).toHaveLength(6);
    expect(sunday.every((week) => week.length === 7)).toBe(true);
    expect(iso(sunday[0]![0]!)).toBe('2026-11-29');
    expect(iso(sunday[5]![6]!)).toBe('2027-01-09');
    expect(iso(monthWeeks(day(2026, 12, 31), 1)[0]![0]!)).toBe('2026-11-30');
    expect(iso(monthWeeks(day(2026, 12, 1), 6)[0]![0]!)).toBe('2026-11-28');
    // A month beginning on the first day starts with its 1st.
    expect(iso(monthWeeks(day(2026, 11, 15), 0)[0]![0]!)).toBe('2026-11-01');
  });

  it('counts days across a daylight-saving change as whole days', () => {
    const weeks = monthWeeks(day(2026, 3, 10), 0);
    const days = weeks.flat().map(iso);
    expect(new Set(days).size).toBe(42);
    expect(days).toContain('2026-03-29');
  });
});

describe('eventDays', () => {
  it('reads an all-day event’s end as the day after its last', () => {
    const { first, end } = eventDays(event('Fair', day(2026, 12, 10), day(2026, 12, 12), true));
    expect([iso(first), iso(end)]).toEqual(['2026-12-10', '2026-12-12']);
  });

  it('gives a timed event its day, and the next when it runs past midnight', () => {
    const short = eventDays(event('Dentist', day(2026, 12, 12, 9), day(2026, 12, 12, 10)));
    expect([iso(short.first), iso(short.end)]).toEqual(['2026-12-12', '2026-12-13']);
    const late = eventDays(event('Late', day(2026, 12, 12, 22), day(2026, 12, 13, 2)));
    expect(iso(late.end)).toBe('2026-12-14');
    const toMidnight = eventDays(event('Evening', day(2026, 12, 12, 20), day(2026, 12, 13)));
    expect(iso(toMidnight.end)).toBe('2026-12-13');
  });

  it('gives an event with no end, or an end before its start, one day', () => {
    expect(iso(eventDays(event('Open', day(2026, 12, 3, 9), null)).end)).toBe('2026-12-04');
    expect(iso(eventDays(event('Odd', day(2026, 12, 3), day(2026, 12, 1), true)).end)).toBe(
      '2026-12-04',
    );
  });
});

describe('layoutWeek', () => {
  const week = monthWeeks(day(2026, 12, 7), 0)[1]!; // 6–12 December

  it('places each event on its days, stacking overlaps on the lowest free row', () => {
    const segments = layoutWeek(week, [
      event('Dentist', day(2026, 12, 12, 9), day(2026, 12, 12, 10)),
      event('Fair', day(2026, 12, 10), day(2026, 12, 12), true),
      event('Briefing', day(2026, 12, 10, 13), day(2026, 12, 10, 14)),
      event('Clinic', day(2026, 12, 7, 12), day(2026, 12, 7, 14)),
    ]);
    const placed = Object.fromEntries(
      segments.map((s) => [s.event.title, [s.col, s.span, s.level, s.block]]),
    );
    expect(placed).toEqual({
      Clinic: [1, 1, 0, false],
      Fair: [4, 2, 0, true],
      Briefing: [4, 1, 1, false],
      Dentist: [6, 1, 0, false],
    });
  });

  it('cuts an event at the week’s edges and says which ends it shows', () => {
    const leave = event('Leave', day(2026, 12, 10), day(2026, 12, 15), true);
    const [thisWeek] = layoutWeek(week, [leave]);
    expect(thisWeek).toMatchObject({ col: 4, span: 3, isStart: true, isEnd: false });
    const next = monthWeeks(day(2026, 12, 7), 0)[2]!;
    const [nextWeek] = layoutWeek(next, [leave]);
    expect(nextWeek).toMatchObject({ col: 0, span: 2, isStart: false, isEnd: true });
    expect(layoutWeek(monthWeeks(day(2026, 12, 7), 0)[3]!, [leave])).toEqual([]);
  });

  it('orders like FullCalendar: earlier first, then longer, then all-day, then by title', () => {
    const segments = layoutWeek(week, [
      event('B timed', day(2026, 12, 8, 0), day(2026, 12, 8, 1)),
      event('Z all day', day(2026, 12, 8), day(2026, 12, 9), true),
      event('A all day', day(2026, 12, 8), day(2026, 12, 9), true),
      event('Long', day(2026, 12, 8), day(2026, 12, 11), true),
    ]);
    expect(segments.map((s) => [s.event.title, s.level])).toEqual([
      ['Long', 0],
      ['A all day', 1],
      ['Z all day', 2],
      ['B timed', 3],
    ]);
  });
});

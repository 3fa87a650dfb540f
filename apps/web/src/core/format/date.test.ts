import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  dateTimeFormat,
  DEFAULT_TIME_ZONE,
  formatDate,
  formatDateTime,
  formatDayMonth,
  NO_DATE,
} from './date.ts';

const london = { language: 'en', timeZone: 'Europe/London' };

describe('core dates', () => {
  it('writes a day, a day and time, and a chart day in English', () => {
    const day = '2026-10-26T12:00:00.000Z';
    expect(formatDate(day, london)).toBe('Oct 26, 2026');
    expect(formatDayMonth(day, london)).toBe('Oct 26');
    expect(formatDateTime('2026-11-21T15:27:00.000Z', london)).toBe('Nov 21, 2026, 3:27 PM');
    expect(formatDayMonth(day, { ...london, language: 'fr' })).toBe('26 oct.');
  });

  it('writes them in Arabic, on the same calendar', () => {
    const ar = { language: 'ar', timeZone: 'Europe/London' };
    // Arabic marks each separator right to left (U+200F) so the day reads in order in RTL text.
    expect(formatDate('2026-10-26T12:00:00.000Z', ar)).toBe('26\u200f/10\u200f/2026');
    expect(formatDate('2026-06-30T23:30:00.000Z', ar)).toBe('01\u200f/07\u200f/2026');
    expect(formatDate(null, ar)).toBe('—');
  });

  it("keeps the service's calendar: a late evening in London is already tomorrow in UTC+1", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    const lateNight = '2026-06-30T23:30:00.000Z';
    expect(formatDate(lateNight, london)).toBe('Jul 1, 2026');
    expect(formatDate(lateNight, { ...london, timeZone: 'UTC' })).toBe('Jun 30, 2026');
    expect(formatDateTime(lateNight, london)).toBe('Jul 1, 2026, 12:30 AM');
    expect(DEFAULT_TIME_ZONE).toBe('Europe/London');
  });

  it('shows a dash for no date or a broken one', () => {
    expect(NO_DATE).toBe('—');
    expect(formatDate(null, london)).toBe('—');
    expect(formatDate(undefined, london)).toBe('—');
    expect(formatDateTime('', london)).toBe('—');
    expect(formatDayMonth('not a date', london)).toBe('—');
  });

  it('makes a date format once per language and options, and keeps it', () => {
    const format = dateTimeFormat('de', { day: 'numeric', month: 'short' });
    expect(dateTimeFormat('de', { day: 'numeric', month: 'short' })).toBe(format);
    expect(dateTimeFormat('fr', { day: 'numeric', month: 'short' })).not.toBe(format);
    expect(dateTimeFormat('de', { month: 'short' })).not.toBe(format);
  });

  it('reads a YYYY-MM-DD day as that day wherever the reader is', () => {
    const zone = process.env.TZ;
    // West of Greenwich, midnight UTC is the evening before: the day must not slip back.
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(calendarDay('2021-10-14')?.toISOString()).toBe('2021-10-14T00:00:00.000Z');
      expect(calendarDay('14/10/2021')).toBeNull();
    } finally {
      process.env.TZ = zone;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { initialPlace, initialSlotQuery, initialSlotWindow } from './calendar-query.ts';

const ME = '0d7e1c2a-4b5f-4c6d-8e9f-a1b2c3d4e5f6';
const at = (query: string) => new URLSearchParams(query);

describe('the view and day the staff calendar opens on', () => {
  it('reads them from the address; anything else opens this week', () => {
    expect(initialPlace(at('date=2026-12-10&view=timeGridDay'))).toEqual({
      date: '2026-12-10',
      view: 'timeGridDay',
    });
    expect(initialPlace(at('date=10/12/2026&view=agenda'))).toEqual({
      date: undefined,
      view: 'timeGridWeek',
    });
  });
});

describe('the window a week or a day shows', () => {
  const london = { timeZone: 'Europe/London', language: 'en' };

  it('starts a week on the language’s first day, at midnight in the service’s zone', () => {
    const week = { view: 'timeGridWeek', date: '2026-12-10' } as const;
    // A Thursday: English weeks start on Sunday, German on Monday, Arabic on Saturday.
    expect(initialSlotWindow({ ...week, ...london })).toEqual({
      from: '2026-12-06T00:00:00.000Z',
      to: '2026-12-13T00:00:00.000Z',
    });
    expect(initialSlotWindow({ ...week, ...london, language: 'de' })).toEqual({
      from: '2026-12-07T00:00:00.000Z',
      to: '2026-12-14T00:00:00.000Z',
    });
    expect(initialSlotWindow({ ...week, ...london, language: 'ar' })).toEqual({
      from: '2026-12-05T00:00:00.000Z',
      to: '2026-12-12T00:00:00.000Z',
    });
    // The first day itself opens its own week.
    expect(initialSlotWindow({ ...week, date: '2026-12-06', ...london })?.from).toBe(
      '2026-12-06T00:00:00.000Z',
    );
  });

  it('keeps to the zone’s midnights across a change of the clocks', () => {
    // New York's clocks go forward on Sunday 14 March 2027: that day has 23 hours.
    expect(
      initialSlotWindow({
        view: 'timeGridDay',
        date: '2027-03-14',
        language: 'en',
        timeZone: 'America/New_York',
      }),
    ).toEqual({ from: '2027-03-14T05:00:00.000Z', to: '2027-03-15T04:00:00.000Z' });
  });

  it('opens on today in the service’s zone when the address names no day', () => {
    // 23:30 in London on Saturday 5 December is already Sunday 6 December in Tokyo.
    const now = new Date('2026-12-05T23:30:00Z');
    expect(initialSlotWindow({ view: 'timeGridDay', ...london, now })?.from).toBe(
      '2026-12-05T00:00:00.000Z',
    );
    expect(
      initialSlotWindow({ view: 'timeGridDay', language: 'en', timeZone: 'Asia/Tokyo', now }),
    ).toEqual({ from: '2026-12-05T15:00:00.000Z', to: '2026-12-06T15:00:00.000Z' });
  });

  it('is not known before FullCalendar draws for the month and list views', () => {
    expect(initialSlotWindow({ view: 'dayGridMonth', date: '2026-12-10', ...london })).toBeNull();
    expect(initialSlotWindow({ view: 'listMonth', ...london })).toBeNull();
  });
});

describe('the slots query the calendar opens with', () => {
  const context = { language: 'en', timeZone: 'Europe/London' };

  it('is the window with the filter the address holds', () => {
    expect(initialSlotQuery(at('date=2026-12-10&view=timeGridDay'), ME, context)).toEqual({
      from: '2026-12-10T00:00:00.000Z',
      to: '2026-12-11T00:00:00.000Z',
      hostAdminId: ME,
    });
    expect(
      initialSlotQuery(at('date=2026-12-10&view=timeGridDay&host=all&for=cv_review'), ME, context),
    ).toEqual({
      from: '2026-12-10T00:00:00.000Z',
      to: '2026-12-11T00:00:00.000Z',
      purpose: 'appointment',
      appointmentType: 'cv_review',
    });
  });

  it('is null when the view’s window waits for FullCalendar', () => {
    expect(initialSlotQuery(at('view=dayGridMonth'), ME, context)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { anyStatus, createClient, statusOf } from '../lib/test-client.ts';
import type { CalendarEvent } from '../types.ts';

const newEvent = {
  title: 'Employer breakfast',
  start: '2026-03-02T08:00:00.000Z',
  end: '2026-03-02T09:30:00.000Z',
  allDay: false,
  url: '',
  extendedProps: { calendar: 'Business', guests: ['Daniel Hughes'], location: 'Careers Hub' },
};

describe('GET /apps/calendar/events', () => {
  it('[200] answers the 10 events across the five calendars, dated around today', async () => {
    const { http } = createClient();
    const { data } = await http.get<CalendarEvent[]>('/apps/calendar/events', {
      params: { calendars: ['Personal', 'Business', 'Family', 'Holiday', 'ETC'] },
    });
    expect(data).toHaveLength(10);
    expect(new Set(data.map((e) => e.extendedProps.calendar)).size).toBe(5);
    const days = data.map((e) => (Date.parse(e.start) - Date.now()) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThan(-31);
    expect(Math.max(...days)).toBeLessThan(31);
  });

  it('[200] filters by the selected calendars; none selected gives none', async () => {
    const { http } = createClient();
    const business = await http.get<CalendarEvent[]>('/apps/calendar/events', {
      params: { calendars: ['Business'] },
    });
    expect(business.data.length).toBeGreaterThan(0);
    expect(business.data.every((e) => e.extendedProps.calendar === 'Business')).toBe(true);
    const none = await http.get<CalendarEvent[]>('/apps/calendar/events', {
      params: { calendars: [] },
    });
    expect(none.data).toEqual([]);
    const joined = await http.get<CalendarEvent[]>('/apps/calendar/events', {
      params: { calendars: 'Family,Holiday' },
    });
    expect(new Set(joined.data.map((e) => e.extendedProps.calendar))).toEqual(
      new Set(['Family', 'Holiday']),
    );
  });

  it('[400] refuses an unknown calendar', async () => {
    const { http } = createClient();
    const res = await anyStatus(
      http.get('/apps/calendar/events', { params: { calendars: ['Work'] } }),
    );
    expect(res.status).toBe(400);
  });
});

describe('POST /apps/calendar/add-event, update-event; DELETE remove-event', () => {
  it('[201] adds with a new id, [200] updates, [200] removes; each visible in the next read', async () => {
    const { http } = createClient();
    const added = await http.post<{ event: CalendarEvent }>('/apps/calendar/add-event', {
      event: newEvent,
    });
    expect(added.status).toBe(201);
    expect(added.data.event).toMatchObject({ id: 11, title: 'Employer breakfast' });
    const updated = await http.post<{ event: CalendarEvent }>('/apps/calendar/update-event', {
      event: { id: 11, title: 'Employer breakfast (moved)', extendedProps: { calendar: 'ETC' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.data.event).toMatchObject({
      id: 11,
      title: 'Employer breakfast (moved)',
      start: newEvent.start,
    });
    const etc = await http.get<CalendarEvent[]>('/apps/calendar/events', {
      params: { calendars: ['ETC'] },
    });
    expect(etc.data.map((e) => e.id)).toContain(11);
    expect((await http.delete('/apps/calendar/remove-event', { params: { id: 11 } })).status).toBe(
      200,
    );
    const all = await http.get<CalendarEvent[]>('/apps/calendar/events');
    expect(all.data.map((e) => e.id)).not.toContain(11);
  });

  it('[400] refuses an event without title, with a bad date or category', async () => {
    const { http } = createClient();
    for (const event of [
      { ...newEvent, title: '' },
      { ...newEvent, start: 'soon' },
      { ...newEvent, end: '2020-01-01T00:00:00Z' },
      { ...newEvent, extendedProps: { calendar: 'Work' } },
    ]) {
      expect(await statusOf(http.post('/apps/calendar/add-event', { event }))).toBe(400);
    }
  });

  it('keeps guests, location and description; [400] for guests that are not names', async () => {
    const { http } = createClient();
    const { data } = await http.post<{ event: CalendarEvent }>('/apps/calendar/add-event', {
      event: {
        ...newEvent,
        extendedProps: { ...newEvent.extendedProps, description: 'Coffee and CVs' },
      },
    });
    expect(data.event.extendedProps).toEqual({
      calendar: 'Business',
      guests: ['Daniel Hughes'],
      location: 'Careers Hub',
      description: 'Coffee and CVs',
    });
    const bad = await anyStatus(
      http.post('/apps/calendar/add-event', {
        event: { ...newEvent, extendedProps: { calendar: 'Business', guests: [1] } },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({ field: 'guests' });
  });

  it('[404] for updating or removing an unknown event', async () => {
    const { http } = createClient();
    expect(
      await statusOf(http.post('/apps/calendar/update-event', { event: { id: 99, title: 'x' } })),
    ).toBe(404);
    expect(await statusOf(http.delete('/apps/calendar/remove-event', { params: { id: 99 } }))).toBe(
      404,
    );
  });
});

import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@careers/contracts';
import { callAs, useTestApp } from '../../test/app.ts';
import { bookingSuite } from '../../test/bookings.ts';
import { testDrivers } from '../../test/db.ts';
import { createAdmin, createCandidate } from '../../test/users.ts';

describe.each(testDrivers())('private calendar feeds on %s', (driver) => {
  const t = useTestApp(driver);
  const b = bookingSuite(t);

  const fetchFeed = (url: string) =>
    t.app.inject({ method: 'GET', url: url.slice(url.indexOf('/api/v1/')) });

  it('a member of staff reads their slots and who booked them from a revocable, masked URL', async () => {
    const none = await callAs(t.app, b.admin, 'GET', '/calendar-feed');
    expect(none.json<CalendarFeed>()).toEqual({ active: false, url: null, createdAt: null });
    const made = await callAs(t.app, b.admin, 'POST', '/calendar-feed');
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json<CalendarFeed>();
    expect(url).toMatch(/\/api\/v1\/calendar-feeds\/[\w-]{43}\.ics$/);
    const shown = (await callAs(t.app, b.admin, 'GET', '/calendar-feed')).json<CalendarFeed>();
    expect(shown.active).toBe(true);
    expect(shown.url).toMatch(/\/calendar-feeds\/••••\.ics$/);

    const student = await createCandidate(t.app, 'Amara Nwosu');
    const slot = await b.slot({ startsAt: '2027-11-02T09:00:00Z' });
    await b.booked(student, slot.id);
    const other = await createAdmin(t.app, b.admin, 'Daniel Clarke');
    await b.slot({ hostName: 'Not mine' }, other);

    const res = await fetchFeed(url!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(res.body)).filter(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.start.toISOString()).toBe('2027-11-02T09:00:00.000Z');
    expect(events[0]?.summary).toBe('Careers appointment: CV review (1/1 booked)');
    expect(events[0]?.description).toBe('Booked: Amara Nwosu');

    // A new URL stops the old one; revoking stops the new one.
    const renewed = (await callAs(t.app, b.admin, 'POST', '/calendar-feed')).json<CalendarFeed>();
    expect((await fetchFeed(url!)).statusCode).toBe(404);
    expect((await fetchFeed(renewed.url!)).statusCode).toBe(200);
    expect((await callAs(t.app, b.admin, 'DELETE', '/calendar-feed')).statusCode).toBe(204);
    expect((await fetchFeed(renewed.url!)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/calendar-feeds/nope.ics' })).statusCode).toBe(400);
  });
});

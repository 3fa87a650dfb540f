import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@careers/contracts';
import { callAs } from '../../test/app.ts';
import { bookingSuite } from '../../test/bookings.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp, type ReceivedMail } from '../../test/smtp.ts';
import { createCandidate } from '../../test/users.ts';

// The server process runs in another zone than the service's TIME_ZONE (Europe/London, the test
// default): nothing may read the process's zone.
process.env.TZ = 'America/Los_Angeles';

/** The one invitation a message carries, parsed by node-ical (an independent parser). */
function invitationOf(mail: ReceivedMail) {
  // The text/calendar alternative (nodemailer also attaches the same object as invite.ics).
  const parts = mail.calendars.filter((c) => c.contentType === 'text/calendar');
  expect(parts).toHaveLength(1);
  const part = parts[0]!;
  const parsed = ical.sync.parseICS(part.content);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return { method: parsed.vcalendar?.method, event: events[0]!, part };
}

const value = (v: unknown) => (typeof v === 'object' && v ? (v as { val: string }).val : v);
/** A calendar address (the URI scheme is case-insensitive). */
const address = (v: unknown) => String(value(v)).toLowerCase();

describe.each(testDrivers())('booking invitations on %s', (driver) => {
  const env = appWithSmtp(driver);
  const b = bookingSuite(env);

  it('booking, moving across the October change and cancelling each send one invitation: same UID, SEQUENCE raised, exact UTC instants', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
    const student = await createCandidate(env.t.app, 'Amara Nwosu');
    // 09:00 in London on Tuesday 2 November 2027: after the clocks went back (GMT, UTC+0).
    const slot = await b.slot({
      startsAt: '2027-11-02T09:00:00Z',
      durationMinutes: 45,
      videoLink: 'https://meet.example.ac.uk/cv-review',
      hostName: 'Dr Ada Lovelace',
    });
    const booking = await b.booked(student, slot.id, { adjustments: 'Captions, please' });

    const [booked] = await env.mailsTo(student.email);
    expect(booked?.subject).toBe(
      'Booked: Careers appointment: CV review, Tuesday, 2 November 2027 at 09:00 (Europe/London)',
    );
    expect(booked?.text).toContain('Adjustments you asked for: Captions, please');
    // RFC 6047: a text/calendar part whose method matches the object's METHOD.
    expect(booked?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const first = invitationOf(booked!);
    expect(first.method).toBe('REQUEST');
    expect(first.event.start.toISOString()).toBe('2027-11-02T09:00:00.000Z');
    expect(first.event.end?.toISOString()).toBe('2027-11-02T09:45:00.000Z');
    expect(first.part.content).toContain('DTSTART:20271102T090000Z');
    expect(Number(first.event.sequence)).toBe(0);
    expect(address(first.event.organizer)).toBe('mailto:careers@example.ac.uk');
    expect(value(first.event.summary)).toBe('Careers appointment: CV review');
    expect(String(value(first.event.location))).toContain('Careers Centre, room 2.14');
    const attendee = first.event.attendee;
    expect(address(Array.isArray(attendee) ? attendee[0] : attendee)).toBe(
      `mailto:${student.email}`,
    );

    // Staff drag it to 09:00 London on Tuesday 26 October 2027, still summer time (UTC+1).
    const moved = await callAs(env.t.app, b.admin, 'POST', `/slots/${slot.id}/move`, {
      startsAt: '2027-10-26T09:00:00+01:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [update] = await env.mailsTo(student.email).then((m) => m.slice(1));
    expect(update?.subject).toBe(
      'Booked: Careers appointment: CV review, Tuesday, 26 October 2027 at 09:00 (Europe/London)',
    );
    const second = invitationOf(update!);
    expect(second.method).toBe('REQUEST');
    expect(second.event.uid).toBe(first.event.uid);
    expect(Number(second.event.sequence)).toBe(1);
    expect(second.event.start.toISOString()).toBe('2027-10-26T08:00:00.000Z');

    const cancelled = await callAs(env.t.app, b.admin, 'POST', `/bookings/${booking.id}/cancel`);
    expect(cancelled.json<Booking>()).toMatchObject({ status: 'cancelled', sequence: 2 });
    const [cancel] = await env.mailsTo(student.email).then((m) => m.slice(2));
    expect(cancel?.subject).toMatch(/^Cancelled: Careers appointment: CV review/);
    expect(cancel?.raw).toMatch(/method=CANCEL/i);
    const third = invitationOf(cancel!);
    expect(third.method).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(Number(third.event.sequence)).toBe(2);
    expect(third.event.status).toBe('CANCELLED');
    expect(await env.mailsTo(student.email)).toHaveLength(3);
  });

  it('removing a slot and rejecting an application send cancellations; a place change an update', async () => {
    const { candidate, vacancy, application } = await b.interviewing('Ben Hartley');
    const slot = await b.slot({ purpose: 'interview', vacancyId: vacancy.id });
    await b.booked(candidate, slot.id);
    const before = (await env.mailsTo(candidate.email)).length;
    const patched = await callAs(env.t.app, b.admin, 'PATCH', `/slots/${slot.id}`, {
      location: 'Innovation Hub, room 4',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const update = (await env.mailsTo(candidate.email))[before];
    expect(invitationOf(update!).event.sequence).toBe(1);
    expect(String(value(invitationOf(update!).event.location))).toBe('Innovation Hub, room 4');

    const reason = await callAs(env.t.app, b.admin, 'POST', '/reasons', {
      name: 'Role filled',
      kinds: ['rejected'],
    });
    const rejected = await b.calls.moveApplication(b.admin, application.id, 'rejected', undefined, {
      reasonId: reason.json<{ id: string }>().id,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const cancels = (await env.mailsTo(candidate.email)).filter((m) => m.calendars.length);
    const last = invitationOf(cancels.at(-1)!);
    expect(last.method).toBe('CANCEL');
    expect(Number(last.event.sequence)).toBe(2);

    const group = await b.slot({ capacity: 2 });
    const [ana, cai] = [
      await createCandidate(env.t.app, 'Ana'),
      await createCandidate(env.t.app, 'Cai'),
    ];
    await b.booked(ana, group.id);
    await b.booked(cai, group.id);
    expect((await callAs(env.t.app, b.admin, 'DELETE', `/slots/${group.id}`)).statusCode).toBe(204);
    for (const who of [ana, cai]) {
      const mails = await env.mailsTo(who.email);
      expect(mails.map((m) => invitationOf(m).method)).toEqual(['REQUEST', 'CANCEL']);
    }
  });
});

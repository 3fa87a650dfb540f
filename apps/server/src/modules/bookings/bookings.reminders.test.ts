import { describe, expect, it } from 'vitest';
import { BOOKING_REMINDER_BEFORE_MS, type AppNotification } from '@careers/contracts';
import { callAs } from '../../test/app.ts';
import { bookingSuite } from '../../test/bookings.ts';
import { testDrivers } from '../../test/db.ts';
import { appWithSmtp } from '../../test/smtp.ts';
import { createCandidate, type TestUser } from '../../test/users.ts';
import { listJobs } from '../jobs/jobs.repository.ts';
import { REMINDER_JOB } from './bookings.jobs.ts';

describe.each(testDrivers())('booking reminders on %s', (driver) => {
  const env = appWithSmtp(driver);
  const b = bookingSuite(env);

  /** The booking's reminder jobs still waiting to run. */
  const waiting = async (bookingId: string) =>
    (await listJobs(env.t.database.db, [REMINDER_JOB])).filter(
      (j) => j.payload['bookingId'] === bookingId && j.status === 'queued',
    );
  const bell = async (user: TestUser) =>
    (await callAs(env.t.app, user, 'GET', '/notifications'))
      .json<{ data: AppNotification[] }>()
      .data.filter((n) => n.kind === 'booking_reminder');

  it('one reminder job per booking, a day before; moved with the slot; sent once with a stable Message-ID and a bell notification', async () => {
    const student = await createCandidate(env.t.app, 'Amara Nwosu');
    const slot = await b.slot({ startsAt: b.inHours(72) });
    const booking = await b.booked(student, slot.id);
    const [first] = await waiting(booking.id);
    expect(await waiting(booking.id)).toHaveLength(1);
    expect(first?.runAt.getTime()).toBe(
      new Date(slot.startsAt).getTime() - BOOKING_REMINDER_BEFORE_MS,
    );
    expect(first?.dedupeKey).toBe(`booking-reminder:${booking.id}`);

    // The slot moves a day later: the reminder is replaced, still one.
    const later = new Date(new Date(slot.startsAt).getTime() + 24 * 3_600_000);
    const moved = await callAs(env.t.app, b.admin, 'POST', `/slots/${slot.id}/move`, {
      startsAt: later.toISOString(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const jobs = await waiting(booking.id);
    expect(jobs).toHaveLength(1);
    const remindAt = later.getTime() - BOOKING_REMINDER_BEFORE_MS;
    expect(jobs[0]?.runAt.getTime()).toBe(remindAt);
    await env.mailsTo(student.email);
    env.smtp.received.length = 0;

    // Not due a minute before; due at its time (the worker's clock, not a wait).
    await env.t.app.jobs.runDue(new Date(remindAt - 60_000));
    expect(await bell(student)).toEqual([]);
    await env.t.app.jobs.runDue(new Date(remindAt + 1000));
    expect(await bell(student)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({
          vacancyTitle: 'Careers appointment: CV review',
          startsAt: later.toISOString(),
        }),
        link: '/portal/bookings',
      }),
    ]);
    await env.t.app.jobs.runDue(new Date(remindAt + 2000));
    const reminders = env.smtp.mailTo(student.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toMatch(/^Tomorrow: Careers appointment: CV review, /);
    expect(reminders[0]?.messageId).toBe(`<booking-reminder.${booking.id}.1@example.ac.uk>`);
    expect(reminders[0]?.calendars).toEqual([]);
    // Run again later: nothing more.
    await env.t.app.jobs.runDue(new Date(remindAt + 60_000));
    expect(env.smtp.mailTo(student.email)).toHaveLength(1);
    expect(await bell(student)).toHaveLength(1);
  });

  it('none when booked within a day of the start; a cancelled booking loses its reminder', async () => {
    const student = await createCandidate(env.t.app, 'Ben Hartley');
    const soon = await b.slot({ startsAt: b.inHours(10) });
    const late = await b.booked(b.admin, soon.id, { candidateId: student.id });
    expect(await waiting(late.id)).toEqual([]);

    const slot = await b.slot({ startsAt: b.inHours(96) });
    const booking = await b.booked(student, slot.id);
    expect(await waiting(booking.id)).toHaveLength(1);
    const cancelled = await callAs(env.t.app, student, 'POST', `/bookings/${booking.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await waiting(booking.id)).toEqual([]);
  });
});

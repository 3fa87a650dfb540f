import { BOOKING_REMINDER_BEFORE_MS } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { isoRequired } from '../../lib/sql.ts';
import { cancel, enqueue, type JobContext } from '../jobs/worker.ts';
import type { Mailer } from '../mail/mailer.ts';
import { notifyCandidate } from '../notifications/notifications.service.ts';
import { bookingEmail, titleOf } from './bookings.calendar.ts';
import { findBooking, type BookingRow, type SlotRow } from './bookings.repository.ts';

/* A booking's reminder in the job worker: one job per booking, a day before its slot starts. */

export const REMINDER_JOB = 'bookings.remind';
export const reminderKey = (bookingId: string) => `booking-reminder:${bookingId}`;

export interface ReminderDeps {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * The booking's reminder, in its transaction: 24 hours before the start (none when the booking is
 * made later than that). Any earlier reminder is taken back first, so a move re-plans it.
 */
export async function planReminder(
  tx: Db,
  booking: Pick<BookingRow, 'id'>,
  slot: Pick<SlotRow, 'startsAt'>,
  at: Date,
): Promise<void> {
  await cancel(tx, reminderKey(booking.id));
  const remindAt = new Date(slot.startsAt.getTime() - BOOKING_REMINDER_BEFORE_MS);
  if (remindAt.getTime() <= at.getTime()) return;
  await enqueue(tx, {
    kind: REMINDER_JOB,
    payload: { bookingId: booking.id },
    runAt: remindAt,
    dedupeKey: reminderKey(booking.id),
  });
}

/** A cancelled booking needs no reminder. */
export async function dropReminder(tx: Db, bookingId: string): Promise<void> {
  await cancel(tx, reminderKey(bookingId));
}

/**
 * The reminder job: a booking still booked whose slot is still ahead tells the candidate in the
 * bell and by email. The email's Message-ID is the booking's and its sequence's, so the same
 * reminder always carries the same one.
 */
export async function remind(tx: Db, deps: ReminderDeps, ctx: JobContext): Promise<void> {
  const booking = await findBooking(tx, String(ctx.job.payload['bookingId'] ?? ''), true);
  if (!booking || booking.status !== 'booked' || booking.slot.startsAt <= ctx.now) return;
  if (booking.slot.cancelledAt) return;
  await notifyCandidate(tx, deps, booking.candidateId, {
    kind: 'booking_reminder',
    data: {
      vacancyTitle: titleOf(booking.slot, booking.vacancyTitle),
      startsAt: isoRequired(booking.slot.startsAt),
    },
    link: '/portal/bookings',
  });
  await deps.mailer.queue(
    tx,
    await bookingEmail(tx, deps.mailer, deps.publicUrl, 'bookings.reminder', booking),
    { messageId: `booking-reminder.${booking.id}.${booking.sequence}` },
  );
}

import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import type { CalendarPart } from '../mail/mailer.ts';
import { sendInvitation } from './bookings.calendar.ts';
import { dropReminder, planReminder, type ReminderDeps } from './bookings.jobs.ts';
import {
  bookedWhere,
  findBooking,
  updateBookingRow,
  type BookingRow,
  type BookingView,
} from './bookings.repository.ts';

/*
 * What every change to a booking does, in the change's transaction: SEQUENCE goes up by one, the
 * candidate gets the invitation as it now stands (REQUEST) or its cancellation (CANCEL), and the
 * reminder is re-planned or taken back.
 */

/**
 * Records a change to one booking (already locked) and sends its invitation. `patch` is what else
 * changes (a new slot when rebooked); CANCEL also cancels it. Answers the booking as it now is.
 */
export async function changeBooking(
  tx: Db,
  deps: ReminderDeps,
  booking: BookingView,
  method: CalendarPart['method'],
  patch: Partial<Pick<BookingRow, 'slotId'>> = {},
): Promise<BookingView> {
  const at = now();
  await updateBookingRow(tx, booking.id, {
    ...patch,
    sequence: booking.sequence + 1,
    updatedAt: at,
    ...(method === 'CANCEL' ? { status: 'cancelled' as const, cancelledAt: at } : {}),
  });
  const changed = await findBooking(tx, booking.id);
  if (!changed) throw new Error(`booking ${booking.id} vanished`);
  if (method === 'CANCEL') await dropReminder(tx, booking.id);
  else await planReminder(tx, changed, changed.slot, at);
  await sendInvitation(tx, deps, changed, method);
  return changed;
}

/** Every booked attendee of a slot that moved (REQUEST) or was removed (CANCEL). */
export async function changeBookings(
  tx: Db,
  deps: ReminderDeps,
  slotId: string,
  method: CalendarPart['method'],
): Promise<void> {
  for (const booking of await bookedWhere(tx, { slotId })) {
    await changeBooking(tx, deps, booking, method);
  }
}

/**
 * An application rejected or withdrawn: its interview bookings are cancelled, each attendee told
 * with the cancellation. Called by the application's status change, in its transaction.
 */
export async function cancelApplicationBookings(
  tx: Db,
  deps: ReminderDeps,
  applicationIds: string[],
): Promise<void> {
  for (const booking of await bookedWhere(tx, { applicationIds })) {
    await changeBooking(tx, deps, booking, 'CANCEL');
  }
}

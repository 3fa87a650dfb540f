import { randomUUID } from 'node:crypto';
import {
  bookingMessages,
  type BookSlotInput,
  type Booking,
  type ListBookingsQuery,
  type ListSlotsQuery,
  type Page,
  type RebookInput,
  type Slot,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { iso, isoRequired, pageOf } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { findApplication, findApplicationFor } from '../applications/applications.repository.ts';
import type { Deps } from '../applications/applications.service.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { ownOrganisation } from '../vacancies/vacancy-columns.service.ts';
import { endOf, sendInvitation } from './bookings.calendar.ts';
import { changeBooking } from './bookings.changes.ts';
import { planReminder } from './bookings.jobs.ts';
import {
  bookedInterview,
  countPlacesTaken,
  findBooking,
  findSlot,
  insertBooking,
  listBookings,
  listSlots,
  type BookingScope,
  type BookingView,
  type SlotView,
} from './bookings.repository.ts';
import { toSlot } from './slots.service.ts';

/*
 * Booking a slot (issue 21). A candidate books a slot offered to them before its cut-off; staff
 * book for a candidate at any time before it starts. Capacity holds under concurrency: the slot's
 * row is locked, then its places are counted, in the booking's transaction.
 */

const HOUR = 3_600_000;
/** Until when a candidate may book, cancel or rebook into this slot themselves. */
const changeableUntil = (slot: SlotView | BookingView['slot']) =>
  new Date(slot.startsAt.getTime() - slot.cutoffHours * HOUR);

export function toBooking(row: BookingView): Booking {
  return {
    id: row.id,
    slotId: row.slotId,
    candidateId: row.candidateId,
    candidateName: row.candidateName,
    applicationId: row.applicationId,
    purpose: row.slot.purpose,
    vacancyTitle: row.vacancyTitle,
    appointmentType: row.slot.appointmentType,
    startsAt: isoRequired(row.slot.startsAt),
    endsAt: isoRequired(endOf(row.slot)),
    location: row.slot.location,
    videoLink: row.slot.videoLink,
    adjustments: row.adjustments,
    status: row.status,
    sequence: row.sequence,
    changeableUntil: isoRequired(changeableUntil(row.slot)),
    cancelledAt: iso(row.cancelledAt),
    createdAt: isoRequired(row.createdAt),
  };
}

/** The free slots offered to a candidate: their interviews' and every adviser appointment. */
export async function offered(db: Db, viewer: Viewer, query: ListSlotsQuery): Promise<Page<Slot>> {
  if (viewer.role !== 'candidate') throw forbidden('Only candidates book slots for themselves');
  const scope = { kind: 'offered' as const, candidateId: viewer.id, bookableFrom: now() };
  return pageOf(await listSlots(db, query, scope), toSlot, query);
}

function bookingScope(viewer: Viewer): BookingScope {
  if (viewer.role === 'admin') return { kind: 'staff' };
  if (viewer.role === 'candidate') return { kind: 'candidate', candidateId: viewer.id };
  return { kind: 'organisation', organisationId: ownOrganisation(viewer) };
}

export async function list(
  db: Db,
  viewer: Viewer,
  query: ListBookingsQuery,
): Promise<Page<Booking>> {
  return pageOf(await listBookings(db, query, bookingScope(viewer)), toBooking, query);
}

/** The candidate's application for an interview slot's vacancy, locked; it must be interviewing. */
async function interviewApplication(tx: Db, viewer: Viewer, slot: SlotView, candidateId: string) {
  const found = slot.vacancyId ? await findApplicationFor(tx, slot.vacancyId, candidateId) : null;
  const application = found ? await findApplication(tx, found.id, true) : undefined;
  if (!application || application.status !== 'interviewing') {
    if (viewer.role === 'candidate') throw notFound('Slot not found');
    throw conflict(bookingMessages.notInterviewing, 'candidateId');
  }
  return application;
}

/** Locks the slot and checks it still has a place and, for a candidate, that it is not too late. */
async function takePlace(tx: Db, viewer: Viewer, slotId: string, at: Date): Promise<SlotView> {
  const slot = await findSlot(tx, slotId, true);
  if (!slot) throw notFound('Slot not found');
  if (viewer.role === 'candidate' && changeableUntil(slot) <= at) {
    throw conflict(bookingMessages.cutoffPassed, 'slotId');
  }
  if (slot.startsAt <= at) throw conflict(bookingMessages.slotPast, 'slotId');
  if ((await countPlacesTaken(tx, slotId)) >= slot.capacity) {
    throw conflict(bookingMessages.full, 'slotId');
  }
  return slot;
}

export async function book(
  deps: Deps,
  viewer: Viewer,
  slotId: string,
  input: BookSlotInput,
): Promise<Booking> {
  const candidateId = viewer.role === 'candidate' ? viewer.id : input.candidateId;
  if (viewer.role === 'candidate' && input.candidateId && input.candidateId !== viewer.id) {
    throw forbidden('Candidates book for themselves');
  }
  if (!candidateId) throw conflict(bookingMessages.candidateRequired, 'candidateId');
  const at = now();
  try {
    return await withTransaction(deps.db, async (tx) => {
      const seen = await findSlot(tx, slotId);
      if (!seen) throw notFound('Slot not found');
      // Application first, then the slot: the order every path locks them in.
      const application =
        seen.purpose === 'interview'
          ? await interviewApplication(tx, viewer, seen, candidateId)
          : null;
      if (application && (await bookedInterview(tx, candidateId, application.vacancyId))) {
        throw conflict(bookingMessages.alreadyBooked, 'slotId');
      }
      const slot = await takePlace(tx, viewer, slotId, at);
      const id = randomUUID();
      await insertBooking(tx, {
        id,
        slotId,
        candidateId,
        applicationId: application?.id ?? null,
        adjustments: input.adjustments?.trim() || null,
        uid: `booking-${id}@${new URL(deps.publicUrl).hostname}`,
        bookedById: viewer.id,
        bookedByRole: viewer.role,
        createdAt: at,
        updatedAt: at,
      });
      const booking = await findBooking(tx, id);
      if (!booking) throw notFound('Booking not found');
      await planReminder(tx, booking, slot, at);
      await sendInvitation(tx, deps, booking, 'REQUEST');
      await auditChange(tx, viewer, 'booking', id, 'booking.create', { slotId, candidateId });
      return toBooking(booking);
    });
  } catch (error) {
    // The same candidate twice at once: the slot-and-candidate index lets one in.
    if (isUniqueViolation(error)) throw conflict(bookingMessages.alreadyBooked, 'slotId');
    throw error;
  }
}

/** Locks a booked booking the viewer may change: a candidate's own, before the cut-off. */
async function lockBooking(tx: Db, viewer: Viewer, id: string, at: Date): Promise<BookingView> {
  const booking = await findBooking(tx, id, true);
  if (!booking || (viewer.role === 'candidate' && booking.candidateId !== viewer.id)) {
    throw notFound('Booking not found');
  }
  if (viewer.role === 'employer') throw forbidden();
  if (booking.status !== 'booked') throw conflict(bookingMessages.notBooked, 'status');
  if (viewer.role === 'candidate' && changeableUntil(booking.slot) <= at) {
    throw conflict(bookingMessages.cutoffPassed, 'status');
  }
  return booking;
}

export async function cancel(deps: Deps, viewer: Viewer, id: string): Promise<Booking> {
  return withTransaction(deps.db, async (tx) => {
    const booking = await lockBooking(tx, viewer, id, now());
    const changed = await changeBooking(tx, deps, booking, 'CANCEL');
    await auditChange(tx, viewer, 'booking', id, 'booking.cancel', { slotId: booking.slotId });
    return toBooking(changed);
  });
}

/** Moves a booking to another slot of the same interview or appointment type: same UID. */
export async function rebook(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: RebookInput,
): Promise<Booking> {
  const at = now();
  return withTransaction(deps.db, async (tx) => {
    const booking = await lockBooking(tx, viewer, id, at);
    const target = await findSlot(tx, input.slotId);
    if (!target) throw notFound('Slot not found');
    const from = booking.slot;
    if (
      target.id === from.id ||
      target.purpose !== from.purpose ||
      target.vacancyId !== from.vacancyId ||
      (from.purpose === 'appointment' && target.appointmentType !== from.appointmentType)
    ) {
      throw conflict(bookingMessages.otherVacancy, 'slotId');
    }
    await takePlace(tx, viewer, target.id, at);
    const changed = await changeBooking(tx, deps, booking, 'REQUEST', { slotId: target.id });
    await auditChange(tx, viewer, 'booking', id, 'booking.rebook', {
      from: from.id,
      to: target.id,
    });
    return toBooking(changed);
  });
}

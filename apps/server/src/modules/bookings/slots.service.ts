import {
  bookingMessages,
  type CreateSlotInput,
  type ListSlotsQuery,
  type MoveSlotInput,
  type Page,
  type Slot,
  type UpdateSlotInput,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isoRequired, pageOf } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { Deps } from '../applications/applications.service.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
import { ownOrganisation } from '../vacancies/vacancy-columns.service.ts';
import { changeBookings } from './bookings.changes.ts';
import { endOf } from './bookings.calendar.ts';
import {
  findActiveHost,
  findSlot,
  insertSlot,
  listSlots,
  updateSlotRow,
  type SlotRow,
  type SlotScope,
  type SlotView,
} from './bookings.repository.ts';

/*
 * Slots (issue 21): staff publish interview slots and adviser appointments; an employer contact
 * publishes, changes and removes interview slots of their own organisation's vacancies only.
 * Changing a slot's time or place sends every booked attendee an updated invitation.
 */

export function toSlot(row: SlotView): Slot {
  return {
    id: row.id,
    purpose: row.purpose,
    vacancyId: row.vacancyId,
    vacancyTitle: row.vacancyTitle,
    appointmentType: row.appointmentType,
    startsAt: isoRequired(row.startsAt),
    endsAt: isoRequired(endOf(row)),
    durationMinutes: row.durationMinutes,
    location: row.location,
    videoLink: row.videoLink,
    capacity: row.capacity,
    booked: row.booked,
    hostName: row.hostName,
    hostAdminId: row.hostAdminId,
    bookedBy: row.bookedBy,
    cutoffHours: row.cutoffHours,
    createdAt: isoRequired(row.createdAt),
    updatedAt: isoRequired(row.updatedAt),
  };
}

/** Staff see every slot; an employer contact their organisation's vacancies' slots. */
export function slotScope(viewer: Viewer): SlotScope {
  if (viewer.role === 'admin') return { kind: 'staff' };
  if (viewer.role === 'employer') {
    return { kind: 'organisation', organisationId: ownOrganisation(viewer) };
  }
  throw forbidden();
}

/** Whether the viewer may change this slot: staff any; an employer contact their vacancies'. */
async function assertMayChange(db: Db, viewer: Viewer, slot: SlotRow): Promise<void> {
  if (viewer.role === 'admin') return;
  if (viewer.role !== 'employer' || !slot.vacancyId) throw notFound('Slot not found');
  const vacancy = await findVacancy(db, slot.vacancyId);
  if (!vacancy || vacancy.organisationId !== ownOrganisation(viewer)) {
    throw notFound('Slot not found');
  }
}

/**
 * The member of staff a slot is for: staff may name an active colleague (400 naming the field
 * otherwise); an employer contact names none (their slots have no staff host).
 */
async function hostFor(db: Db, viewer: Viewer, hostAdminId: string | undefined) {
  if (hostAdminId === undefined) return undefined;
  if (viewer.role !== 'admin') {
    throw forbidden('Only staff choose which member of staff hosts a slot');
  }
  const host = await findActiveHost(db, hostAdminId);
  if (!host) throw badRequest('Choose an active member of staff as host', 'hostAdminId');
  return host;
}

function futureStart(value: string, at: Date): Date {
  const start = new Date(value);
  if (start.getTime() <= at.getTime()) throw badRequest(bookingMessages.startPast, 'startsAt');
  return start;
}

export async function list(db: Db, viewer: Viewer, query: ListSlotsQuery): Promise<Page<Slot>> {
  return pageOf(await listSlots(db, query, slotScope(viewer)), toSlot, query);
}

export async function get(db: Db, viewer: Viewer, id: string): Promise<Slot> {
  const slot = await findSlot(db, id);
  if (!slot) throw notFound('Slot not found');
  await assertMayChange(db, viewer, slot);
  return toSlot(slot);
}

export async function create(db: Db, viewer: Viewer, input: CreateSlotInput): Promise<Slot> {
  const at = now();
  const startsAt = futureStart(input.startsAt, at);
  const interview = input.purpose === 'interview';
  if (viewer.role === 'employer' && !interview) {
    throw forbidden('Employer contacts publish interview slots only');
  }
  return withTransaction(db, async (tx) => {
    const host = await hostFor(tx, viewer, input.hostAdminId);
    if (interview) {
      const vacancy = await findVacancy(tx, input.vacancyId ?? '');
      if (
        !vacancy ||
        (viewer.role === 'employer' && vacancy.organisationId !== ownOrganisation(viewer))
      ) {
        throw badRequest('Vacancy not found', 'vacancyId');
      }
    }
    const row = await insertSlot(tx, {
      purpose: input.purpose,
      vacancyId: interview ? (input.vacancyId ?? null) : null,
      appointmentType: interview ? null : (input.appointmentType ?? null),
      startsAt,
      durationMinutes: Number(input.durationMinutes),
      location: input.location || null,
      videoLink: input.videoLink || null,
      capacity: Number(input.capacity ?? 1),
      hostName: input.hostName || host?.fullName || viewer.name || null,
      hostAdminId: host?.id ?? (viewer.role === 'admin' ? viewer.id : null),
      hostEmployerId: viewer.role === 'employer' ? viewer.id : null,
      cutoffHours: Number(input.cutoffHours ?? 24),
      createdAt: at,
      updatedAt: at,
    });
    await auditChange(tx, viewer, 'slot', row.id, 'slot.create', {
      purpose: row.purpose,
      startsAt: isoRequired(startsAt),
    });
    const created = await findSlot(tx, row.id);
    if (!created) throw notFound('Slot not found');
    return toSlot(created);
  });
}

/** Locks a live slot the viewer may change, or 404. */
async function lockSlot(tx: Db, viewer: Viewer, id: string): Promise<SlotView> {
  const slot = await findSlot(tx, id, true);
  if (!slot) throw notFound('Slot not found');
  await assertMayChange(tx, viewer, slot);
  return slot;
}

/** Details that do not move it; a new place or link re-sends the invitations. */
export async function update(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: UpdateSlotInput,
): Promise<Slot> {
  return withTransaction(deps.db, async (tx) => {
    const slot = await lockSlot(tx, viewer, id);
    const host = await hostFor(tx, viewer, input.hostAdminId);
    const patch: Partial<SlotRow> = { updatedAt: now() };
    if (host && host.id !== slot.hostAdminId) {
      patch.hostAdminId = host.id;
      // Attendees read the new host's name unless a name is given with it.
      if (input.hostName === undefined) patch.hostName = host.fullName;
    }
    if (input.location !== undefined) patch.location = input.location || null;
    if (input.videoLink !== undefined) patch.videoLink = input.videoLink || null;
    if (input.hostName !== undefined) patch.hostName = input.hostName || null;
    if (input.cutoffHours !== undefined) patch.cutoffHours = Number(input.cutoffHours);
    if (input.capacity !== undefined) {
      if (Number(input.capacity) < slot.booked) {
        throw conflict(bookingMessages.capacityBelowBooked, 'capacity');
      }
      patch.capacity = Number(input.capacity);
    }
    const next = { ...slot, ...patch };
    if (!next.location && !next.videoLink) {
      throw badRequest('Give a place or a video link', 'location');
    }
    await updateSlotRow(tx, id, patch);
    const moved = next.location !== slot.location || next.videoLink !== slot.videoLink;
    if (moved || next.hostName !== slot.hostName) await changeBookings(tx, deps, id, 'REQUEST');
    await auditChange(tx, viewer, 'slot', id, 'slot.update', {
      fields: Object.keys(patch).filter((k) => k !== 'updatedAt'),
    });
    return toSlot((await findSlot(tx, id)) ?? next);
  });
}

/** A new start (and length): every booked attendee gets the updated invitation. */
export async function move(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: MoveSlotInput,
): Promise<Slot> {
  const at = now();
  const startsAt = futureStart(input.startsAt, at);
  return withTransaction(deps.db, async (tx) => {
    const slot = await lockSlot(tx, viewer, id);
    const patch: Partial<SlotRow> = { startsAt, updatedAt: at };
    if (input.durationMinutes !== undefined) patch.durationMinutes = Number(input.durationMinutes);
    await updateSlotRow(tx, id, patch);
    await changeBookings(tx, deps, id, 'REQUEST');
    await auditChange(tx, viewer, 'slot', id, 'slot.move', {
      from: isoRequired(slot.startsAt),
      to: isoRequired(startsAt),
    });
    return toSlot((await findSlot(tx, id)) ?? { ...slot, ...patch });
  });
}

/** Removes a slot: its bookings are cancelled (each attendee gets the cancellation). */
export async function remove(deps: Deps, viewer: Viewer, id: string): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    await lockSlot(tx, viewer, id);
    await changeBookings(tx, deps, id, 'CANCEL');
    await updateSlotRow(tx, id, { cancelledAt: now(), updatedAt: now() });
    await auditChange(tx, viewer, 'slot', id, 'slot.delete');
  });
}

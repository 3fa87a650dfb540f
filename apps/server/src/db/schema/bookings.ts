import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentType, BookingStatus, Role, SlotPurpose } from '@careers/contracts';
import { admins, candidates, employers } from './accounts.ts';
import { applications, vacancies } from './careers.ts';
import { parentId, primaryId, timestamps, timestamptz } from './columns.ts';

/**
 * Bookable slots (issue 21): an interview for a vacancy or an adviser appointment of a type, at a
 * UTC start for a duration, in a place or by video link, for up to `capacity` candidates. Deleting
 * a slot cancels its bookings and marks it `cancelled_at`: the bookings keep their history.
 */
export const slots = pgTable(
  'slots',
  {
    id: primaryId(),
    purpose: text('purpose').$type<SlotPurpose>().notNull(),
    vacancyId: uuid('vacancy_id').references(() => vacancies.id),
    appointmentType: text('appointment_type').$type<AppointmentType>(),
    startsAt: timestamptz('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location'),
    videoLink: text('video_link'),
    capacity: integer('capacity').notNull().default(1),
    hostName: text('host_name'),
    /** Who published it: a member of staff or an employer contact (their own vacancy). */
    hostAdminId: uuid('host_admin_id').references(() => admins.id),
    hostEmployerId: uuid('host_employer_id').references(() => employers.id),
    cutoffHours: integer('cutoff_hours').notNull().default(24),
    cancelledAt: timestamptz('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    // The calendar and every list: live slots by start.
    index('slots_starts_idx')
      .on(t.startsAt, t.id)
      .where(sql`${t.cancelledAt} is null`),
    // A vacancy's interview slots (what an interviewing candidate is offered; an employer's list).
    index('slots_vacancy_idx')
      .on(t.vacancyId, t.startsAt)
      .where(sql`${t.cancelledAt} is null`),
    // Adviser appointments offered to every candidate.
    index('slots_purpose_idx')
      .on(t.purpose, t.startsAt)
      .where(sql`${t.cancelledAt} is null`),
    index('slots_host_admin_idx').on(t.hostAdminId, t.startsAt),
  ],
);

/**
 * A candidate's place in a slot. `uid` is the invitation's UID for the booking's whole life and
 * `sequence` is raised on every change (RFC 5546). At most one live booking per slot and candidate.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    slotId: parentId('slot_id', () => slots.id),
    candidateId: parentId('candidate_id', () => candidates.id),
    /** An interview's application (the candidate's for the slot's vacancy). */
    applicationId: uuid('application_id').references(() => applications.id),
    adjustments: text('adjustments'),
    status: text('status').$type<BookingStatus>().notNull().default('booked'),
    sequence: integer('sequence').notNull().default(0),
    uid: text('uid').notNull(),
    bookedById: uuid('booked_by_id'),
    bookedByRole: text('booked_by_role').$type<Role>().notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('bookings_uid_idx').on(t.uid),
    // Capacity: the live bookings of a slot, counted under the slot's row lock.
    index('bookings_slot_idx')
      .on(t.slotId, t.createdAt)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('bookings_slot_candidate_idx')
      .on(t.slotId, t.candidateId)
      .where(sql`${t.status} = 'booked'`),
    // A candidate's bookings, and an application's (cancelled when it is rejected or withdrawn).
    index('bookings_candidate_idx').on(t.candidateId, t.createdAt, t.id),
    index('bookings_application_idx')
      .on(t.applicationId)
      .where(sql`${t.status} = 'booked'`),
  ],
);

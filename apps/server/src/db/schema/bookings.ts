import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AppointmentType,
  BookingStatus,
  Recommendation,
  Role,
  SlotPurpose,
} from '@careers/contracts';
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
    /** The adviser's notes after an appointment: staff read them, never candidates or employers. */
    adviserNotes: text('adviser_notes'),
    adviserNotesBy: text('adviser_notes_by'),
    adviserNotesAt: timestamptz('adviser_notes_at'),
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

/** The criteria a vacancy's interview scorecards rate, 1–5 each, in order. */
export const scorecardCriteria = pgTable('scorecard_criteria', {
  vacancyId: parentId('vacancy_id', () => vacancies.id, 'cascade').primaryKey(),
  criteria: jsonb('criteria').$type<string[]>().notNull(),
  ...timestamps(),
});

/**
 * One interviewer's scorecard on an application (issue 21): a score per criterion, a
 * recommendation and comments. Each interviewer keeps one per application, and edits it: a member
 * of staff (`author_id`) or an employer contact of the vacancy's organisation (`author_employer_id`).
 */
export const scorecards = pgTable(
  'scorecards',
  {
    id: primaryId(),
    applicationId: parentId('application_id', () => applications.id),
    authorId: uuid('author_id').references(() => admins.id),
    authorEmployerId: uuid('author_employer_id').references(() => employers.id),
    authorName: text('author_name').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    recommendation: text('recommendation').$type<Recommendation>().notNull(),
    comments: text('comments').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('scorecards_author_idx').on(t.applicationId, t.authorId),
    uniqueIndex('scorecards_employer_author_idx').on(t.applicationId, t.authorEmployerId),
    check('scorecards_one_author', sql`(${t.authorId} is null) <> (${t.authorEmployerId} is null)`),
  ],
);

/**
 * A member of staff's private calendar feed of their slots and bookings (issue 21): the URL's
 * token is stored hashed; revoking deletes the row, a new URL replaces it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  adminId: parentId('admin_id', () => admins.id, 'cascade').primaryKey(),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_idx'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

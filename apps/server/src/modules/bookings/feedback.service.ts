import {
  bookingMessages,
  DEFAULT_SCORECARD_CRITERIA,
  scorecardMessages,
  type AdviserNotes,
  type AdviserNotesInput,
  type Booking,
  type Scorecard,
  type ScorecardCriteria,
  type ScorecardInput,
  type ScorecardList,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import type { ApplicationRow } from '../applications/applications.repository.ts';
import { load } from '../applications/applications.service.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
import { ownOrganisation } from '../vacancies/vacancy-columns.service.ts';
import { dropReminder } from './bookings.jobs.ts';
import { findBooking, updateBookingRow, type BookingView } from './bookings.repository.ts';
import { toBooking } from './bookings.service.ts';
import {
  findCriteria,
  listScorecards,
  saveCriteria,
  upsertScorecard,
  type ScorecardRow,
} from './feedback.repository.ts';

/*
 * After the meeting (issue 21): interview scorecards on the vacancy's criteria, an adviser's
 * notes on an appointment, and a no-show. Staff do everything; an employer contact reads the
 * scorecards of, and writes their own on, an application to their organisation's vacancy (another
 * organisation's is not found). Notes, no-shows and criteria are staff's: the routes refuse others.
 */

type Actor = Viewer & { name?: string | null };

const toScorecard = (row: ScorecardRow): Scorecard => ({
  id: row.id,
  applicationId: row.applicationId,
  authorId: row.authorEmployerId ?? row.authorId ?? '',
  authorName: row.authorName,
  authorRole: row.authorEmployerId ? 'employer' : 'admin',
  scores: row.scores,
  recommendation: row.recommendation,
  comments: row.comments,
  createdAt: isoRequired(row.createdAt),
  updatedAt: isoRequired(row.updatedAt),
});

async function criteriaOf(db: Db, vacancyId: string): Promise<string[]> {
  return (await findCriteria(db, vacancyId)) ?? [...DEFAULT_SCORECARD_CRITERIA];
}

export async function getCriteria(db: Db, vacancyId: string): Promise<ScorecardCriteria> {
  if (!(await findVacancy(db, vacancyId))) throw notFound('Vacancy not found');
  return { criteria: await criteriaOf(db, vacancyId) };
}

export async function setCriteria(
  db: Db,
  viewer: Actor,
  vacancyId: string,
  input: ScorecardCriteria,
): Promise<ScorecardCriteria> {
  return withTransaction(db, async (tx) => {
    if (!(await findVacancy(tx, vacancyId))) throw notFound('Vacancy not found');
    await saveCriteria(tx, vacancyId, input.criteria, now());
    await auditChange(tx, viewer, 'vacancy', vacancyId, 'scorecard.criteria', {
      criteria: input.criteria,
    });
    return { criteria: input.criteria };
  });
}

/**
 * The application whose scorecards the viewer reads or writes: staff any; an employer contact
 * only one to their organisation's vacancy (others are not found); candidates never.
 */
async function interviewed(db: Db, viewer: Viewer, applicationId: string): Promise<ApplicationRow> {
  if (viewer.role === 'candidate') throw forbidden();
  const application = await load(db, viewer, applicationId);
  if (viewer.role === 'employer') {
    const vacancy = await findVacancy(db, application.vacancyId);
    if (!vacancy || vacancy.organisationId !== ownOrganisation(viewer)) {
      throw notFound('Application not found');
    }
  }
  return application;
}

export async function listFor(
  db: Db,
  viewer: Viewer,
  applicationId: string,
): Promise<ScorecardList> {
  const application = await interviewed(db, viewer, applicationId);
  return {
    criteria: await criteriaOf(db, application.vacancyId),
    data: (await listScorecards(db, applicationId)).map(toScorecard),
  };
}

/** The signed-in interviewer's scorecard: every criterion scored, nothing else. */
export async function saveMine(
  db: Db,
  viewer: Actor,
  applicationId: string,
  input: ScorecardInput,
): Promise<Scorecard> {
  return withTransaction(db, async (tx) => {
    const application = await interviewed(tx, viewer, applicationId);
    const criteria = await criteriaOf(tx, application.vacancyId);
    const scored = Object.keys(input.scores);
    if (scored.length !== criteria.length || !criteria.every((c) => scored.includes(c))) {
      throw badRequest(scorecardMessages.criteriaMismatch, 'scores');
    }
    const at = now();
    const row = await upsertScorecard(tx, {
      applicationId,
      authorId: viewer.role === 'employer' ? null : viewer.id,
      authorEmployerId: viewer.role === 'employer' ? viewer.id : null,
      authorName: viewer.name ?? '',
      scores: input.scores,
      recommendation: input.recommendation,
      comments: input.comments?.trim() ?? '',
      createdAt: at,
      updatedAt: at,
    });
    await auditChange(tx, viewer, 'application', applicationId, 'scorecard.save', {
      recommendation: input.recommendation,
    });
    return toScorecard(row);
  });
}

const toNotes = (b: BookingView): AdviserNotes => ({
  bookingId: b.id,
  notes: b.adviserNotes,
  writtenBy: b.adviserNotesBy,
  writtenAt: iso(b.adviserNotesAt),
});

async function found(db: Db, id: string, forUpdate = false): Promise<BookingView> {
  const booking = await findBooking(db, id, forUpdate);
  if (!booking) throw notFound('Booking not found');
  return booking;
}

export async function getNotes(db: Db, id: string): Promise<AdviserNotes> {
  return toNotes(await found(db, id));
}

export async function saveNotes(
  db: Db,
  viewer: Actor,
  id: string,
  input: AdviserNotesInput,
): Promise<AdviserNotes> {
  return withTransaction(db, async (tx) => {
    await found(tx, id, true);
    const at = now();
    await updateBookingRow(tx, id, {
      adviserNotes: input.notes.trim() || null,
      adviserNotesBy: viewer.name ?? null,
      adviserNotesAt: at,
      updatedAt: at,
    });
    await auditChange(tx, viewer, 'booking', id, 'booking.notes');
    return toNotes(await found(tx, id));
  });
}

/** Staff record that the candidate did not come: once the slot has started, for a live booking. */
export async function noShow(db: Db, viewer: Actor, id: string): Promise<Booking> {
  return withTransaction(db, async (tx) => {
    const booking = await found(tx, id, true);
    if (booking.status !== 'booked') throw conflict(bookingMessages.notBooked, 'status');
    if (booking.slot.startsAt > now()) throw conflict(scorecardMessages.notStarted, 'status');
    await updateBookingRow(tx, id, { status: 'no_show', updatedAt: now() });
    await dropReminder(tx, id);
    await auditChange(tx, viewer, 'booking', id, 'booking.no_show');
    return toBooking(await found(tx, id));
  });
}

import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import {
  applicationDocuments,
  applicationDrafts,
  applicationEvents,
  applications,
  vacancies,
} from '../../db/tables.ts';
import {
  containsLower,
  findRow,
  listOrder,
  type ListPageQuery,
  rowsById,
  tablePage,
} from '../../lib/sql.ts';
import { hasEveryTag } from '../reviewing/reviewing.repository.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

export interface ApplicationListQuery extends ListPageQuery<
  'submittedAt' | 'updatedAt' | 'status' | 'candidateName' | 'vacancyTitle'
> {
  q?: string | undefined;
  status?: ApplicationRow['status'] | undefined;
  vacancyId?: string | undefined;
  candidateId?: string | undefined;
  /** Staff's tag ids: applications carrying every one. */
  tag?: string[] | undefined;
  /** The internal reason of the rejection or hold (staff only). */
  reason?: string | undefined;
  /** A UTC day, YYYY-MM-DD. */
  submittedOn?: string | undefined;
}

/** The columns a list may be sorted by; each has an index that serves its order (list-indexes.test.ts). */
export const sortColumns = {
  submittedAt: applications.submittedAt,
  updatedAt: applications.updatedAt,
  status: applications.status,
  candidateName: applications.candidateName,
  vacancyTitle: applications.vacancyTitle,
} as const;

function whereOf(q: Omit<ApplicationListQuery, 'page' | 'perPage' | 'sort' | 'sortColumn'>) {
  const where: SQL[] = [];
  if (q.q) where.push(containsLower(applications.searchText, q.q));
  if (q.status) where.push(eq(applications.status, q.status));
  if (q.vacancyId) where.push(eq(applications.vacancyId, q.vacancyId));
  if (q.candidateId) where.push(eq(applications.candidateId, q.candidateId));
  if (q.tag) where.push(...hasEveryTag('application', applications.id, q.tag));
  if (q.reason) where.push(eq(applications.reasonId, q.reason));
  if (q.submittedOn) {
    // A range of applications_submitted_idx: that day, in UTC (as the dashboard counts days).
    const from = new Date(`${q.submittedOn}T00:00:00.000Z`);
    where.push(gte(applications.submittedAt, from));
    where.push(lt(applications.submittedAt, new Date(from.getTime() + 86_400_000)));
  }
  return where.length ? and(...where) : undefined;
}

export async function listApplications(db: Db, q: ApplicationListQuery) {
  return tablePage(db, applications, q, whereOf(q), sortColumns[q.sortColumn]);
}

export async function exportApplications(
  db: Db,
  q: Omit<ApplicationListQuery, 'page' | 'perPage'>,
  limit: number,
) {
  return db
    .select()
    .from(applications)
    .where(whereOf(q))
    .orderBy(...listOrder(q.sort, sortColumns[q.sortColumn], applications.id))
    .limit(limit);
}

const applicationRows = rowsById(applications);

export const findApplication = applicationRows.find;

export async function findApplicationFor(db: Db, vacancyId: string, candidateId: string) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.vacancyId, vacancyId), eq(applications.candidateId, candidateId)))
    .limit(1);
  return rows[0];
}

export async function insertApplication(db: Db, values: typeof applications.$inferInsert) {
  const rows = await db.insert(applications).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  await db
    .update(vacancies)
    .set({ applicationCount: sql`${vacancies.applicationCount} + 1` })
    .where(eq(vacancies.id, values.vacancyId));
  return row;
}

/** Records the documents submitted with an application (the database keeps them from erasure). */
export async function attachDocuments(
  db: Db,
  applicationId: string,
  documentIds: string[],
): Promise<void> {
  if (documentIds.length === 0) return;
  await db
    .insert(applicationDocuments)
    .values(documentIds.map((documentId) => ({ applicationId, documentId })));
}

export const updateApplicationRow = applicationRows.update;

/** The same change to several applications; answers the rows changed. */
export async function updateApplicationRows(
  db: Db,
  ids: string[],
  patch: Partial<typeof applications.$inferInsert>,
) {
  if (ids.length === 0) return [];
  return db.update(applications).set(patch).where(inArray(applications.id, ids)).returning();
}

/** Several applications, locked for update in id order (two bulk changes never deadlock). */
export async function findApplicationsForUpdate(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id))
    .for('update');
}

export async function insertEvent(db: Db, values: typeof applicationEvents.$inferInsert) {
  await insertEvents(db, [values]);
}

export async function insertEvents(db: Db, values: (typeof applicationEvents.$inferInsert)[]) {
  if (values.length > 0) await db.insert(applicationEvents).values(values);
}

/**
 * Whether the candidate already had an email for an earlier move of this application into
 * `status`. A move recorded before moves kept it (emailed null) counts as emailed: better one
 * email missed than the same one twice.
 */
export async function wasEmailedInto(
  db: Db,
  applicationId: string,
  status: ApplicationRow['status'],
): Promise<boolean> {
  const rows = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.applicationId, applicationId),
        eq(applicationEvents.toStatus, status),
        or(isNull(applicationEvents.emailed), eq(applicationEvents.emailed, true)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The application's latest events, newest first. */
export async function latestEvents(
  db: Db,
  applicationId: string,
  limit: number,
): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.seq))
    .limit(limit);
}

export async function findEvent(
  db: Db,
  applicationId: string,
  id: string,
): Promise<ApplicationEventRow | undefined> {
  return findRow(
    db,
    applicationEvents,
    and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.id, id)),
  );
}

/** Removes an undone move from the history. */
export async function deleteEvent(db: Db, id: string): Promise<void> {
  await db.delete(applicationEvents).where(eq(applicationEvents.id, id));
}

export async function listEvents(db: Db, applicationId: string): Promise<ApplicationEventRow[]> {
  return db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.seq));
}

export type ApplicationDraftRow = typeof applicationDrafts.$inferSelect;

/** A candidate's unsent cover note for a vacancy (read by the primary key). */
export async function findDraft(
  db: Db,
  candidateId: string,
  vacancyId: string,
): Promise<ApplicationDraftRow | undefined> {
  return findRow(
    db,
    applicationDrafts,
    and(eq(applicationDrafts.candidateId, candidateId), eq(applicationDrafts.vacancyId, vacancyId)),
  );
}

/** Saves the note (and the screening answers) over any earlier ones (one draft per candidate and vacancy). */
export async function upsertDraft(
  db: Db,
  values: {
    candidateId: string;
    vacancyId: string;
    coverNote: string;
    answers: Record<string, string | boolean>;
    updatedAt: Date;
  },
): Promise<ApplicationDraftRow> {
  return returnedRow(
    await db
      .insert(applicationDrafts)
      .values(values)
      .onConflictDoUpdate({
        target: [applicationDrafts.candidateId, applicationDrafts.vacancyId],
        set: { coverNote: values.coverNote, answers: values.answers, updatedAt: values.updatedAt },
      })
      .returning(),
  );
}

export async function deleteDraft(db: Db, candidateId: string, vacancyId: string): Promise<void> {
  await db
    .delete(applicationDrafts)
    .where(
      and(
        eq(applicationDrafts.candidateId, candidateId),
        eq(applicationDrafts.vacancyId, vacancyId),
      ),
    );
}

import { and, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import {
  applications,
  auditLog,
  candidates,
  organisationContacts,
  organisations,
  shortlistItems,
  shortlists,
  vacancies,
} from '../../db/tables.ts';
import { countRows, findRow, rowsById } from '../../lib/sql.ts';

export type ShortlistRow = typeof shortlists.$inferSelect;
export type ShortlistItemRow = typeof shortlistItems.$inferSelect;

/** The applications to share, with the organisation their vacancy belongs to. */
export async function findApplicationsToShare(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: applications.id,
      vacancyId: applications.vacancyId,
      candidateName: applications.candidateName,
      noticeVersion: applications.noticeVersion,
      organisationId: vacancies.organisationId,
    })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(inArray(applications.id, ids));
}

export async function findContact(db: Db, id: string) {
  return findRow(db, organisationContacts, eq(organisationContacts.id, id));
}

export async function listContacts(db: Db, organisationId: string) {
  return db
    .select()
    .from(organisationContacts)
    .where(eq(organisationContacts.organisationId, organisationId))
    .orderBy(organisationContacts.fullName, organisationContacts.id);
}

export async function insertShortlist(
  db: Db,
  values: typeof shortlists.$inferInsert,
  applicationIds: string[],
): Promise<ShortlistRow> {
  const row = returnedRow(await db.insert(shortlists).values(values).returning());
  await db
    .insert(shortlistItems)
    .values(applicationIds.map((applicationId) => ({ shortlistId: row.id, applicationId })));
  return row;
}

/** A shortlist with the names staff and employers read it by. */
const shortlistView = {
  shortlist: shortlists,
  organisationName: organisations.name,
  organisationStatus: organisations.status,
  vacancyTitle: vacancies.title,
  contactName: organisationContacts.fullName,
  contactEmail: organisationContacts.email,
};

function shortlistQuery(db: Db) {
  return db
    .select(shortlistView)
    .from(shortlists)
    .innerJoin(organisations, eq(organisations.id, shortlists.organisationId))
    .leftJoin(vacancies, eq(vacancies.id, shortlists.vacancyId))
    .leftJoin(organisationContacts, eq(organisationContacts.id, shortlists.contactId))
    .$dynamic();
}
export type ShortlistView = Awaited<ReturnType<typeof findShortlist>> & object;

export async function findShortlist(db: Db, id: string, forUpdate = false) {
  const query = shortlistQuery(db).where(eq(shortlists.id, id)).limit(1);
  const rows = forUpdate ? await query.for('update', { of: shortlists }) : await query;
  return rows[0];
}

export async function findShortlistByToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = shortlistQuery(db).where(eq(shortlists.tokenHash, tokenHash)).limit(1);
  const rows = forUpdate ? await query.for('update', { of: shortlists }) : await query;
  return rows[0];
}

/** Staff's list, newest first (at most 200: per organisation or vacancy it is a handful). */
export async function listShortlists(
  db: Db,
  q: { organisationId?: string | undefined; vacancyId?: string | undefined },
) {
  const where: SQL[] = [];
  if (q.organisationId) where.push(eq(shortlists.organisationId, q.organisationId));
  if (q.vacancyId) where.push(eq(shortlists.vacancyId, q.vacancyId));
  return shortlistQuery(db)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
    .limit(200);
}

/** What the organisation's contacts with an account see in the portal: live portal shares. */
export async function listPortalShortlists(db: Db, organisationId: string) {
  return shortlistQuery(db)
    .where(
      and(
        eq(shortlists.organisationId, organisationId),
        isNull(shortlists.tokenHash),
        isNull(shortlists.revokedAt),
      ),
    )
    .orderBy(desc(shortlists.createdAt), desc(shortlists.id))
    .limit(200);
}

/** The items of some shortlists with the application and the candidate's shared profile. */
export async function listItems(db: Db, shortlistIds: string[]) {
  if (shortlistIds.length === 0) return [];
  return db
    .select({
      item: shortlistItems,
      candidateName: applications.candidateName,
      vacancyTitle: applications.vacancyTitle,
      status: applications.status,
      coverNote: applications.coverNote,
      documentIds: applications.documentIds,
      submittedAt: applications.submittedAt,
      vacancyId: applications.vacancyId,
      noticeVersion: applications.noticeVersion,
      programme: candidates.programme,
      level: candidates.level,
      graduationYear: candidates.graduationYear,
      skills: candidates.skills,
    })
    .from(shortlistItems)
    .innerJoin(applications, eq(applications.id, shortlistItems.applicationId))
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .where(inArray(shortlistItems.shortlistId, shortlistIds))
    .orderBy(applications.candidateName, applications.id);
}
export type ItemView = Awaited<ReturnType<typeof listItems>>[number];

export const updateShortlist = rowsById(shortlists).update;

/** Counts the code tries of a link atomically (a burst of guesses cannot share one count). */
export async function spendCodeAttempt(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(shortlists)
    .set({ codeAttempts: sql`${shortlists.codeAttempts} + 1` })
    .where(eq(shortlists.id, id))
    .returning({ attempts: shortlists.codeAttempts });
  return row?.attempts ?? Number.MAX_SAFE_INTEGER;
}

export async function updateItemFeedback(
  db: Db,
  shortlistId: string,
  applicationId: string,
  patch: Pick<ShortlistItemRow, 'feedback' | 'comment' | 'feedbackAt' | 'feedbackByName'>,
): Promise<void> {
  await db
    .update(shortlistItems)
    .set(patch)
    .where(
      and(
        eq(shortlistItems.shortlistId, shortlistId),
        eq(shortlistItems.applicationId, applicationId),
      ),
    );
}

/** How many times an action was audited on a record since a moment (codes sent per hour). */
export async function countAuditSince(
  db: Db,
  action: string,
  entityId: string,
  since: Date,
): Promise<number> {
  return countRows(
    db,
    auditLog,
    and(
      eq(auditLog.action, action),
      eq(auditLog.entityId, entityId),
      gte(auditLog.createdAt, since),
    ),
  );
}

/** Revokes every live review link and portal share of an organisation (when it is suspended). */
export async function revokeOrganisationShortlists(
  db: Db,
  organisationId: string,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(shortlists)
    .set({ revokedAt: at })
    .where(and(eq(shortlists.organisationId, organisationId), isNull(shortlists.revokedAt)))
    .returning({ id: shortlists.id });
  return rows.length;
}

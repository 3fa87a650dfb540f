import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  max,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { applications, candidates, messageGroups, messages, vacancies } from '../../db/tables.ts';
import type { MessageSegment } from '@careers/contracts';
import { updateRow } from '../../lib/sql.ts';

export type MessageRow = typeof messages.$inferSelect;
export type MessageGroupRow = typeof messageGroups.$inferSelect;

/** A message as the inbox shows it: with the vacancy of the application it is about. */
export type InboxRow = MessageRow & { vacancyTitle: string | null };

export async function insertMessages(
  db: Db,
  rows: (typeof messages.$inferInsert)[],
): Promise<MessageRow[]> {
  if (rows.length === 0) return [];
  return db.insert(messages).values(rows).returning();
}

export async function insertGroup(
  db: Db,
  row: typeof messageGroups.$inferInsert,
): Promise<MessageGroupRow> {
  const [inserted] = await db.insert(messageGroups).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

const inboxColumns = {
  message: messages,
  vacancyTitle: vacancies.title,
};

/** One candidate's messages, newest first, with the count of unread ones in the whole inbox. */
export async function listInbox(
  db: Db,
  candidateId: string,
  page: { page: number; perPage: number },
): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const mine = eq(messages.candidateId, candidateId);
  const [rows, totals, unread] = await Promise.all([
    db
      .select(inboxColumns)
      .from(messages)
      .leftJoin(applications, eq(applications.id, messages.applicationId))
      .leftJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .where(mine)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(messages).where(mine),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(mine, isNull(messages.readAt))),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.message, vacancyTitle: r.vacancyTitle })),
    total: totals[0]?.n ?? 0,
    unread: unread[0]?.n ?? 0,
  };
}

/** Marks one of the candidate's messages read (first time only); undefined when not theirs. */
export async function markMessageRead(
  db: Db,
  candidateId: string,
  id: string,
  at: Date,
): Promise<MessageRow | undefined> {
  return updateRow(db, messages, and(eq(messages.id, id), eq(messages.candidateId, candidateId)), {
    readAt: sql`coalesce(${messages.readAt}, ${at.toISOString()}::timestamptz)`,
  });
}

export async function setOutboxOf(db: Db, id: string, outboxId: string): Promise<void> {
  await db.update(messages).set({ outboxId }).where(eq(messages.id, id));
}

/** The application with its candidate and vacancy title, if it exists. */
export async function findApplicationFor(db: Db, id: string) {
  const rows = await db
    .select({ candidateId: applications.candidateId, vacancyTitle: vacancies.title })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .where(eq(applications.id, id))
    .limit(1);
  return rows[0];
}

/** A person a group message goes to. */
export interface Recipient {
  candidateId: string;
  email: string;
  fullName: string;
  /** The application it is about (applicants of a vacancy). */
  applicationId: string | null;
}

function segmentWhere(segment: Extract<MessageSegment, { kind: 'candidates' }>): SQL | undefined {
  const levels = segment.levels ?? [];
  const years = segment.graduationYears ?? [];
  return and(
    eq(candidates.status, 'active'),
    isNotNull(candidates.emailVerifiedAt),
    levels.length ? inArray(candidates.level, levels) : undefined,
    years.length ? inArray(candidates.graduationYear, years) : undefined,
  );
}

/**
 * Everyone in a segment, in a stable order. For candidates by level and year, those who
 * unsubscribed from group messages are left out (and counted apart); applicants of a vacancy are
 * written to about their application, which no unsubscribe stops.
 */
export async function segmentRecipients(
  db: Db,
  segment: MessageSegment,
  limit: number,
): Promise<{ recipients: Recipient[]; unsubscribed: number }> {
  if (segment.kind === 'applicants') {
    const rows = await db
      .select({
        candidateId: candidates.id,
        email: candidates.email,
        fullName: candidates.fullName,
        applicationId: applications.id,
      })
      .from(applications)
      .innerJoin(candidates, eq(candidates.id, applications.candidateId))
      .where(
        and(
          eq(applications.vacancyId, segment.vacancyId),
          inArray(applications.status, segment.statuses),
          eq(candidates.status, 'active'),
        ),
      )
      .orderBy(candidates.fullName, candidates.id)
      .limit(limit);
    return { recipients: rows, unsubscribed: 0 };
  }
  const where = segmentWhere(segment);
  const [rows, optedOut] = await Promise.all([
    db
      .select({
        candidateId: candidates.id,
        email: candidates.email,
        fullName: candidates.fullName,
      })
      .from(candidates)
      .where(and(where, isNull(candidates.groupMailOptOutAt)))
      .orderBy(candidates.fullName, candidates.id)
      .limit(limit),
    db
      .select({ n: count() })
      .from(candidates)
      .where(and(where, isNotNull(candidates.groupMailOptOutAt))),
  ]);
  return {
    recipients: rows.map((r) => ({ ...r, applicationId: null })),
    unsubscribed: optedOut[0]?.n ?? 0,
  };
}

/** When the last group email already scheduled leaves (the next group queues behind it). */
export async function lastGroupSendAfter(db: Db, at: Date): Promise<Date | null> {
  const rows = await db
    .select({ last: max(messageGroups.lastSendAt) })
    .from(messageGroups)
    .where(gt(messageGroups.lastSendAt, at));
  return rows[0]?.last ?? null;
}

export async function listGroups(
  db: Db,
  page: { page: number; perPage: number },
): Promise<{ rows: MessageGroupRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(messageGroups)
      .orderBy(desc(messageGroups.createdAt), desc(messageGroups.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ n: count() }).from(messageGroups),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** Stops group messages (not about an application) to the candidate; again keeps the first time. */
export async function optOutOfGroupMail(db: Db, candidateId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(candidates)
    .set({
      groupMailOptOutAt: sql`coalesce(${candidates.groupMailOptOutAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(candidates.id, candidateId))
    .returning({ id: candidates.id });
  return rows.length > 0;
}

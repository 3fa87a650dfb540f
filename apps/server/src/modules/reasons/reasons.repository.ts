import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReasonKind, ReasonStatus } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { applicationEvents, applicationReasons, applications } from '../../db/tables.ts';
import { rowsById } from '../../lib/sql.ts';

export type ReasonRow = typeof applicationReasons.$inferSelect;
export type ReasonWithUses = ReasonRow & { uses: number };

// Written out: inside a selection drizzle leaves columns unqualified, which would bind both to the
// subquery's table.
const uses = sql<number>`(select count(*) from "application_events" e where e."reason_id" = "application_reasons"."id")::int`;

/** A reason's columns and its uses, as the list and one reason answer them. */
const withUses = {
  id: applicationReasons.id,
  name: applicationReasons.name,
  kinds: applicationReasons.kinds,
  status: applicationReasons.status,
  createdAt: applicationReasons.createdAt,
  updatedAt: applicationReasons.updatedAt,
  uses,
};

/** The list, by name; with how many moves used each (an index-only count per reason). */
export async function listReasons(
  db: Db,
  q: { kind?: ReasonKind | undefined; status?: ReasonStatus | undefined },
): Promise<ReasonWithUses[]> {
  const where: SQL[] = [];
  if (q.kind) where.push(sql`${q.kind} = any(${applicationReasons.kinds})`);
  if (q.status) where.push(eq(applicationReasons.status, q.status));
  return db
    .select(withUses)
    .from(applicationReasons)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(sql`lower(${applicationReasons.name})`), asc(applicationReasons.id));
}

export async function findReason(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<ReasonWithUses | undefined> {
  const query = db
    .select(withUses)
    .from(applicationReasons)
    .where(eq(applicationReasons.id, id))
    .limit(1);
  const rows = forUpdate ? await query.for('update', { of: applicationReasons }) : await query;
  return rows[0];
}

const reasonRows = rowsById(applicationReasons);

export const insertReason = reasonRows.insert;
export const updateReasonRow = reasonRows.update;
export const deleteReasonRow = reasonRows.remove;

/** Whether any move or application refers to the reason (then it is retired, not deleted). */
export async function reasonInUse(db: Db, id: string): Promise<boolean> {
  const [event] = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(eq(applicationEvents.reasonId, id))
    .limit(1);
  if (event) return true;
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.reasonId, id))
    .limit(1);
  return Boolean(application);
}

/** The names of reasons, by id (the history shows them beside each move). */
export async function reasonNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: applicationReasons.id, name: applicationReasons.name })
    .from(applicationReasons)
    .where(inArray(applicationReasons.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Applications rejected or on hold now, by the internal reason of the move that put them there
 * (null: none given). Uses applications_status_idx for the states and the row's reason.
 */
export async function countByReason(db: Db) {
  return db
    .select({
      status: applications.status,
      reasonId: applications.reasonId,
      name: applicationReasons.name,
      reasonStatus: applicationReasons.status,
      count: count(),
    })
    .from(applications)
    .leftJoin(applicationReasons, eq(applicationReasons.id, applications.reasonId))
    .where(inArray(applications.status, ['rejected', 'on_hold']))
    .groupBy(
      applications.status,
      applications.reasonId,
      applicationReasons.name,
      applicationReasons.status,
    );
}

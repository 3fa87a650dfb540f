import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs, type JobStatus } from '../../db/tables.ts';
import { updateRow, rowsById } from '../../lib/sql.ts';

export type JobRow = typeof jobs.$inferSelect;

/** The statuses of work not finished: a dedupe key is unique among these. */
export const liveStatuses: JobStatus[] = ['queued', 'running', 'retrying'];

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  runAt: Date;
  priority: number;
  dedupeKey: string | null;
  createdAt: Date;
}

/**
 * Inserts a job in the caller's transaction. With a dedupe key already held by a live job nothing
 * is inserted and the answer is undefined.
 */
export async function insertJob(db: Db, job: NewJob): Promise<JobRow | undefined> {
  const [row] = await insertJobs(db, [job]);
  return row;
}

/** Several jobs in one statement; answers those inserted (a key held by a live job is not). */
export async function insertJobs(db: Db, list: NewJob[]): Promise<JobRow[]> {
  if (list.length === 0) return [];
  return db
    .insert(jobs)
    .values(list.map((job) => ({ ...job, status: 'queued' as const, updatedAt: job.createdAt })))
    .onConflictDoNothing({
      target: jobs.dedupeKey,
      where: sql.raw(`status in ('queued', 'running', 'retrying')`),
    })
    .returning();
}

/**
 * Claims the next due job — queued or retrying and due, or running with its lease run out (its
 * worker died) — and leases it to `lockedBy` until `leaseUntil`, counting the attempt. SKIP LOCKED
 * lets concurrent workers pass over a row another is claiming instead of waiting for it.
 */
export async function claimNextJob(
  db: Db,
  at: Date,
  leaseUntil: Date,
  lockedBy: string,
): Promise<JobRow | undefined> {
  const next = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(inArray(jobs.status, ['queued', 'retrying']), lte(jobs.runAt, at)),
        and(eq(jobs.status, 'running'), lte(jobs.leaseUntil, at)),
      ),
    )
    .orderBy(jobs.priority, jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return updateRow(db, jobs, eq(jobs.id, sql`(${next})`), {
    status: 'running',
    attempts: sql`${jobs.attempts} + 1`,
    leaseUntil,
    lockedBy,
    updatedAt: at,
  });
}

const jobRows = rowsById(jobs);

export const findJob = jobRows.find;

/**
 * Records an attempt's outcome, only while the lease is still this worker's: a worker that lost
 * its lease (it outlived it and another claimed the job) changes nothing and is told so.
 */
export async function finishJob(
  db: Db,
  id: string,
  lockedBy: string,
  patch: Partial<Pick<JobRow, 'status' | 'runAt' | 'attempts' | 'lastError' | 'finishedAt'>> & {
    updatedAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...patch, leaseUntil: null, lockedBy: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running'), eq(jobs.lockedBy, lockedBy)))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/** Finished jobs older than `before` (failed ones stay for staff to see). */
export async function deleteDoneJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Jobs of the given kinds, for tests and the operations view. */
export async function listJobs(db: Db, kinds: string[]): Promise<JobRow[]> {
  return db.select().from(jobs).where(inArray(jobs.kind, kinds)).orderBy(jobs.createdAt, jobs.id);
}

/** Removes a job not yet claimed (queued or retrying) by its dedupe key; answers how many went. */
export async function deleteWaitingJob(db: Db, dedupeKey: string): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), inArray(jobs.status, ['queued', 'retrying'])))
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Deletes the job with this dedupe key while it is still queued (not yet claimed): what cancels
 * an email before it is sent. Answers its payload, or undefined when no queued job holds the key.
 */
export async function deleteQueuedJob(
  db: Db,
  dedupeKey: string,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .delete(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'queued')))
    .returning({ payload: jobs.payload });
  return row?.payload;
}

/** Whether any job, finished or not, holds this dedupe key. */
export async function jobWithKeyExists(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.dedupeKey, dedupeKey))
    .limit(1);
  return rows.length > 0;
}

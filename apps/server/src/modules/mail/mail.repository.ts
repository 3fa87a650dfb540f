import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox, type OutboxStatus } from '../../db/tables.ts';
import { listOrder } from '../../lib/sql.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

export async function insertOutbox(db: Db, message: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(message).returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

export async function findOutbox(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<OutboxRow | undefined> {
  const query = db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Removes a message that was never attempted (its job cancelled with it). */
export async function deleteOutbox(db: Db, id: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.id, id));
}

/** Records an attempt that delivered the message (sent) or showed it on the console (kept). */
export async function markDelivered(
  db: Db,
  id: string,
  status: Extract<OutboxStatus, 'sent' | 'kept'>,
  at: Date,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status,
      sentAt: status === 'sent' ? at : null,
      // Delivered: the link now lives only in the recipient's mailbox.
      ...(status === 'sent' ? { secrets: null } : {}),
      error: null,
      nextAttemptAt: null,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt: retrying at `retryAt`, or failed for good when there is none. */
export async function markAttemptFailed(
  db: Db,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: retryAt ? 'retrying' : 'failed',
      error,
      nextAttemptAt: retryAt,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, id));
}

/** A failed message handed to a new job by staff. */
export async function markRequeued(db: Db, id: string, jobId: string): Promise<OutboxRow> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', nextAttemptAt: null, jobId })
    .where(eq(outbox.id, id))
    .returning();
  if (!row) throw new Error('outbox update returned nothing');
  return row;
}

export async function listOutbox(
  db: Db,
  opts: { page: number; perPage: number; sort: 'asc' | 'desc'; status?: OutboxStatus | undefined },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = opts.status ? eq(outbox.status, opts.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(...listOrder(opts.sort, outbox.createdAt, outbox.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { returnedRow, type Db } from '../../db/client.ts';
import { mailSuppressions, outbox, type OutboxStatus } from '../../db/tables.ts';
import { listOrder, rowsById } from '../../lib/sql.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

const outboxRows = rowsById(outbox);

export const insertOutbox = outboxRows.insert;

export async function insertOutboxes(db: Db, messages: NewOutboxRow[]): Promise<void> {
  if (messages.length > 0) await db.insert(outbox).values(messages);
}

export const findOutbox = outboxRows.find;

/** Removes a message that was never attempted (its job cancelled with it). */
export const deleteOutbox = outboxRows.remove;

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
  return returnedRow(
    await db
      .update(outbox)
      .set({ status: 'queued', nextAttemptAt: null, jobId })
      .where(eq(outbox.id, id))
      .returning(),
  );
}

/** A message whose recipient's server refused it for good: failed, and never retried. */
export async function markBounced(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: 'failed',
      error,
      nextAttemptAt: null,
      secrets: null,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(eq(outbox.id, id));
}

export async function listOutbox(
  db: Db,
  opts: {
    page: number;
    perPage: number;
    sort: 'asc' | 'desc';
    status?: OutboxStatus | undefined;
    /** Only mail to this address (any case). */
    to?: string | undefined;
  },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = opts.to
    ? sql`lower(${outbox.to}) = ${opts.to.toLowerCase()}`
    : opts.status
      ? eq(outbox.status, opts.status)
      : undefined;
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

// Suppressed addresses (permanent bounces)

export type SuppressionRow = typeof mailSuppressions.$inferSelect;

/** Suppresses an address (again is harmless: the first reason stays). */
export async function suppress(db: Db, address: string, reason: string, at: Date): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values({ address: address.toLowerCase(), reason, createdAt: at })
    .onConflictDoNothing();
}

export async function listSuppressions(db: Db): Promise<SuppressionRow[]> {
  return db.select().from(mailSuppressions).orderBy(asc(mailSuppressions.address)).limit(1000);
}

export async function deleteSuppression(db: Db, id: string): Promise<SuppressionRow | undefined> {
  const [row] = await db.delete(mailSuppressions).where(eq(mailSuppressions.id, id)).returning();
  return row;
}

/** Which of these addresses (lower-cased) are suppressed. */
export async function suppressedAmong(db: Db, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const rows = await db
    .select({ address: mailSuppressions.address })
    .from(mailSuppressions)
    .where(
      inArray(
        mailSuppressions.address,
        addresses.map((a) => a.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.address));
}

import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutbox(
  db: Db,
  message: { to: string; subject: string; text: string; html: string | null; createdAt: Date },
): Promise<OutboxRow> {
  const [row] = await db.insert(outbox).values(message).returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

export async function markSent(db: Db, id: string, sentAt: Date): Promise<void> {
  await db.update(outbox).set({ sentAt, error: null }).where(eq(outbox.id, id));
}

export async function markFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(outbox).set({ error }).where(eq(outbox.id, id));
}

export async function listOutbox(
  db: Db,
  opts: { page: number; perPage: number; sort: 'asc' | 'desc' },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const order =
    opts.sort === 'asc'
      ? [asc(outbox.createdAt), asc(outbox.id)]
      : [desc(outbox.createdAt), desc(outbox.id)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(...order)
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
    db.select({ total: count() }).from(outbox),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { candidates, emailVerifications, jobs, outbox } from '../db/tables.ts';

/**
 * Makes a just-registered test student one whose address is confirmed, as seeded and older
 * accounts are: marks it verified and withdraws the confirmation email registration queued (so
 * tests counting a student's mail see only their own).
 */
export async function markVerified(app: FastifyInstance, candidateId: string): Promise<void> {
  const { db } = app.database;
  const [row] = await db
    .update(candidates)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(candidates.id, candidateId))
    .returning({ email: candidates.email });
  await db.delete(emailVerifications).where(eq(emailVerifications.candidateId, candidateId));
  if (!row) return;
  const mails = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(eq(outbox.to, row.email), sql`${outbox.subject} like 'Confirm your email address%'`),
    );
  if (mails.length === 0) return;
  const ids = mails.map((m) => m.id);
  await db.delete(jobs).where(inArray(sql`${jobs.payload}->>'outboxId'`, ids));
  await db.delete(outbox).where(inArray(outbox.id, ids));
}

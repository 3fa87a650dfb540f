import type { OutboxMessage, OutboxQuery } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import { writeAudit, type AuditActor } from '../audit/audit.repository.ts';
import { findJob } from '../jobs/jobs.repository.ts';
import { enqueue, PRIORITY } from '../jobs/worker.ts';
import { MAIL_JOB } from './mailer.ts';
import { findOutbox, listOutbox, markRequeued, type OutboxRow } from './mail.repository.ts';
import { renderMail } from './secrets.ts';

/** A message as staff see it: links that grant access masked, never the stored secrets. */
export function toOutboxMessage(row: OutboxRow): OutboxMessage {
  const { subject, text, html } = renderMail(row, null, 'masked');
  return {
    id: row.id,
    messageId: row.messageId,
    to: row.to,
    subject,
    text,
    html,
    status: row.status,
    attempts: row.attempts,
    lastError: row.error,
    createdAt: isoRequired(row.createdAt),
    sentAt: iso(row.sentAt),
    nextAttemptAt: iso(row.nextAttemptAt),
  };
}

export async function list(db: Db, query: OutboxQuery) {
  const { rows, total } = await listOutbox(db, query);
  return { data: rows.map(toOutboxMessage), total, page: query.page, perPage: query.perPage };
}

/**
 * Hands a failed message to a new delivery job (its backoff starts again), audited. Only a failed
 * message: a queued or retrying one is still being delivered, a sent one arrived, a kept one has
 * nowhere to go (no SMTP server).
 */
export async function retry(db: Db, actor: AuditActor, id: string): Promise<OutboxMessage> {
  return withTransaction(db, async (tx) => {
    const row = await findOutbox(tx, id, true);
    if (!row) throw notFound('Message not found');
    if (row.status !== 'failed') {
      throw conflict(`Only a failed message can be retried; this one is ${row.status}.`, 'status');
    }
    const previous = row.jobId ? await findJob(tx, row.jobId) : undefined;
    const job = await enqueue(tx, {
      kind: MAIL_JOB,
      payload: { outboxId: id },
      priority: previous?.priority ?? PRIORITY.transactional,
      dedupeKey: `mail:${id}`,
    });
    if (!job) throw conflict('This message is already being delivered.', 'status');
    const updated = await markRequeued(tx, id, job.id);
    await writeAudit(tx, {
      actor,
      action: 'mail.retry',
      entity: 'outbox',
      entityId: id,
      details: { to: row.to, subject: row.subject, attempts: row.attempts },
    });
    return toOutboxMessage(updated);
  });
}

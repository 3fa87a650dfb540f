import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { enqueueAll, PRIORITY } from '../jobs/worker.ts';
import { insertOutboxes, suppressedAmong } from './mail.repository.ts';
import { renderMail } from './secrets.ts';
import type { MailMessage, QueueOptions } from './message.ts';

export const MAIL_JOB = 'mail.send';

export interface QueuedMessage {
  id: string;
  to: string;
  subject: string;
  suppressed: boolean;
}

/**
 * Writes messages and the jobs that deliver them in the caller's transaction (Mailer.queue and
 * queueAll): one look-up of suppressed addresses, one insert of jobs, one of outbox rows.
 */
export async function queueMessages(
  tx: Db,
  items: { message: MailMessage; opts?: QueueOptions | undefined }[],
  queuedAt: () => Date,
  domain: string,
): Promise<QueuedMessage[]> {
  // Fails here, in the causing request, rather than at delivery.
  for (const { message } of items) renderMail(message, message.secrets ?? null, 'real');
  // An address that bounced for good gets nothing more; the outbox keeps what was not sent.
  const suppressedSet = await suppressedAmong(
    tx,
    items.map((i) => i.message.to),
  );
  const planned = items.map(({ message, opts = {} }) => {
    const id = randomUUID();
    const suppressed = suppressedSet.has(message.to.toLowerCase());
    return { id, message, opts, suppressed, key: opts.key ?? `mail:${id}` };
  });
  const jobs = await enqueueAll(
    tx,
    planned
      .filter((p) => !p.suppressed)
      .map(({ id, message, opts, key }) => ({
        kind: MAIL_JOB,
        payload: { outboxId: id },
        priority: message.priority === 'bulk' ? PRIORITY.bulk : PRIORITY.transactional,
        dedupeKey: key,
        ...(opts.runAt ? { runAt: opts.runAt } : {}),
      })),
  );
  const jobOf = new Map(jobs.map((j) => [String(j.payload.outboxId), j.id]));
  await insertOutboxes(
    tx,
    planned.map(({ id, message, opts, suppressed }) => ({
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers && Object.keys(message.headers).length ? message.headers : null,
      calendar: message.calendar ?? null,
      secrets:
        !suppressed && message.secrets && Object.keys(message.secrets).length
          ? message.secrets
          : null,
      messageId: `<${opts.messageId ?? id}@${domain}>`,
      status: suppressed ? ('suppressed' as const) : ('queued' as const),
      error: suppressed ? 'Not sent: this address bounced before and is suppressed' : null,
      jobId: jobOf.get(id) ?? null,
      createdAt: queuedAt(),
    })),
  );
  return planned.map(({ id, message, suppressed }) => ({
    id,
    to: message.to,
    subject: message.subject,
    suppressed,
  }));
}

import {
  messageMessages,
  type InboxPage,
  type Message,
  type Suppression,
  messageSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { findCandidate } from '../candidates/candidates.repository.ts';
import { deleteSuppression, listOutbox, listSuppressions } from '../mail/mail.repository.ts';
import { toOutboxMessage } from '../mail/outbox.service.ts';
import { candidateOfToken, compose, type MessagingDeps } from './messages.mail.ts';
import {
  findApplicationFor,
  insertMessages,
  listInbox,
  markMessageRead,
  optOutOfGroupMail,
  setOutboxOf,
  type InboxRow,
} from './messages.repository.ts';

export type { MessagingDeps } from './messages.mail.ts';

function toMessage(row: InboxRow): Message {
  return fromRow(messageSchema, row, ['createdAt', 'readAt']);
}

// One-off messages

export async function sendMessage(
  deps: MessagingDeps,
  viewer: Viewer & { name?: string | null },
  candidateId: string,
  input: { subject: string; body: string; applicationId?: string | undefined },
): Promise<Message> {
  return withTransaction(deps.db, async (tx) => {
    const candidate = await findCandidate(tx, candidateId);
    if (!candidate) throw notFound('Candidate not found');
    let vacancyTitle: string | null = null;
    if (input.applicationId) {
      const application = await findApplicationFor(tx, input.applicationId);
      if (!application || application.candidateId !== candidateId) {
        throw badRequest(messageMessages.notTheirApplication, 'applicationId');
      }
      vacancyTitle = application.vacancyTitle;
    }
    const sentByName = viewer.name ?? 'Careers Service';
    const [row] = await insertMessages(tx, [
      {
        candidateId,
        applicationId: input.applicationId ?? null,
        subject: input.subject,
        body: input.body,
        sentBy: viewer.id,
        sentByName,
        createdAt: now(),
      },
    ]);
    if (!row) throw new Error('insert returned no row');
    const mail = compose(deps, {
      to: {
        candidateId,
        email: candidate.email,
        fullName: candidate.fullName,
        applicationId: null,
      },
      subject: input.subject,
      body: input.body,
      sentByName,
      unsubscribe: false,
    });
    const outboxId = await deps.mailer.queue(tx, { to: candidate.email, ...mail });
    await setOutboxOf(tx, row.id, outboxId);
    await auditChange(tx, viewer, 'candidate', candidateId, 'message.send', {
      messageId: row.id,
      ...(input.applicationId ? { applicationId: input.applicationId } : {}),
    });
    return toMessage({ ...row, outboxId, vacancyTitle });
  });
}

/** Every email sent (or queued) to the candidate's address: messages and automatic mail. */
export async function mailTo(db: Db, candidateId: string, page: { page: number; perPage: number }) {
  const candidate = await findCandidate(db, candidateId);
  if (!candidate) throw notFound('Candidate not found');
  const { rows, total } = await listOutbox(db, { ...page, sort: 'desc', to: candidate.email });
  return { data: rows.map(toOutboxMessage), total, page: page.page, perPage: page.perPage };
}

// The portal inbox

export async function inbox(
  db: Db,
  viewer: Viewer,
  page: { page: number; perPage: number },
): Promise<InboxPage> {
  const { rows, total, unread } = await listInbox(db, viewer.id, page);
  return { data: rows.map(toMessage), total, unread, page: page.page, perPage: page.perPage };
}

export async function markRead(db: Db, viewer: Viewer, id: string): Promise<void> {
  const row = await markMessageRead(db, viewer.id, id, now());
  if (!row) throw notFound('Message not found');
}

// Unsubscribe and suppressions

/** One-click unsubscribe (no sign-in): a valid link stops group messages; again is harmless. */
export async function unsubscribe(deps: Pick<MessagingDeps, 'db' | 'secretKey'>, token: string) {
  const candidateId = candidateOfToken(deps.secretKey, token);
  if (!candidateId) throw notFound(messageMessages.badUnsubscribeLink);
  await withTransaction(deps.db, async (tx) => {
    if (!(await optOutOfGroupMail(tx, candidateId, now()))) {
      throw notFound(messageMessages.badUnsubscribeLink);
    }
  });
}

export async function suppressions(db: Db): Promise<{ data: Suppression[] }> {
  const rows = await listSuppressions(db);
  return {
    data: rows.map((r) => ({
      id: r.id,
      address: r.address,
      reason: r.reason,
      createdAt: isoRequired(r.createdAt),
    })),
  };
}

export async function clearSuppression(db: Db, viewer: Viewer, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    const row = await deleteSuppression(tx, id);
    if (!row) throw notFound('Suppressed address not found');
    await auditChange(tx, viewer, 'mail_suppression', id, 'mail.suppression_clear', {
      address: row.address,
    });
  });
}

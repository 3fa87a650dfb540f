import {
  MAX_GROUP_RECIPIENTS,
  messageMessages,
  type GroupMessage,
  type GroupMessageCommand,
  type GroupPreview,
  type MessageSegment,
  groupMessageSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { suppressedAmong } from '../mail/mail.repository.ts';
import { compose, type MessagingDeps } from './messages.mail.ts';
import {
  insertGroup,
  insertMessages,
  lastGroupSendAfter,
  listGroups,
  segmentRecipients,
  setOutboxOf,
  type MessageGroupRow,
} from './messages.repository.ts';

function toGroup(row: MessageGroupRow): GroupMessage {
  return fromRow(groupMessageSchema, row, ['createdAt', 'lastSendAt']);
}

// Group messages

/** Minutes the sending of n emails takes at the rate. */
const minutesFor = (n: number, perMinute: number) => Math.ceil(n / perMinute);

async function recipientsOf(db: Db, segment: MessageSegment) {
  // One more than allowed, to tell "too many" from "exactly the limit".
  const found = await segmentRecipients(db, segment, MAX_GROUP_RECIPIENTS + 1);
  const suppressed = await suppressedAmong(
    db,
    found.recipients.map((r) => r.email),
  );
  return { ...found, suppressed: suppressed.size };
}

export async function previewGroup(
  deps: Pick<MessagingDeps, 'db' | 'perMinute'>,
  segment: MessageSegment,
): Promise<GroupPreview> {
  const { recipients, unsubscribed, suppressed } = await recipientsOf(deps.db, segment);
  return {
    recipients: recipients.length,
    unsubscribed,
    suppressed,
    minutes: minutesFor(recipients.length, deps.perMinute),
  };
}

/**
 * Writes the group, each candidate's copy and its email in one transaction. The emails are spread
 * out at the service's rate (one every 60/perMinute seconds), after any group still sending, at
 * the bulk priority, so transactional mail due at the same moment always goes first.
 */
export async function sendGroup(
  deps: MessagingDeps,
  viewer: Viewer & { name?: string | null },
  input: GroupMessageCommand,
): Promise<GroupMessage> {
  return withTransaction(deps.db, async (tx) => {
    const { recipients } = await recipientsOf(tx, input.segment);
    if (recipients.length === 0) throw badRequest(messageMessages.noRecipients, 'segment');
    if (recipients.length > MAX_GROUP_RECIPIENTS) {
      throw badRequest(messageMessages.tooManyRecipients, 'segment');
    }
    const at = now();
    const gap = 60_000 / deps.perMinute;
    const behind = await lastGroupSendAfter(tx, at);
    const start = behind ? new Date(behind.getTime() + gap) : at;
    const sendAt = (i: number) => new Date(start.getTime() + Math.round(i * gap));
    const sentByName = viewer.name ?? 'Careers Service';
    const group = await insertGroup(tx, {
      segment: input.segment,
      subject: input.subject,
      body: input.body,
      recipients: recipients.length,
      sentBy: viewer.id,
      sentByName,
      lastSendAt: sendAt(recipients.length - 1),
      createdAt: at,
    });
    const rows = await insertMessages(
      tx,
      recipients.map((r) => ({
        candidateId: r.candidateId,
        applicationId: r.applicationId,
        groupId: group.id,
        subject: input.subject,
        body: input.body,
        sentBy: viewer.id,
        sentByName,
        createdAt: at,
      })),
    );
    for (const [i, r] of recipients.entries()) {
      const mail = compose(deps, {
        to: r,
        subject: input.subject,
        body: input.body,
        sentByName,
        unsubscribe: input.segment.kind === 'candidates',
      });
      const outboxId = await deps.mailer.queue(
        tx,
        { to: r.email, ...mail, priority: 'bulk' },
        { runAt: sendAt(i) },
      );
      await setOutboxOf(tx, rows[i]!.id, outboxId);
    }
    await auditChange(tx, viewer, 'message_group', group.id, 'message.group_send', {
      recipients: recipients.length,
      segment: input.segment.kind,
    });
    return toGroup(group);
  });
}

export async function groups(db: Db, page: { page: number; perPage: number }) {
  const { rows, total } = await listGroups(db, page);
  return { data: rows.map(toGroup), total, page: page.page, perPage: page.perPage };
}

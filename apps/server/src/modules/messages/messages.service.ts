import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MAX_GROUP_RECIPIENTS,
  messageMessages,
  type GroupMessage,
  type GroupMessageCommand,
  type GroupPreview,
  type InboxPage,
  type Message,
  type MessageSegment,
  type Suppression,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isoRequired, iso } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { findCandidate } from '../candidates/candidates.repository.ts';
import {
  deleteSuppression,
  listOutbox,
  listSuppressions,
  suppressedAmong,
} from '../mail/mail.repository.ts';
import { secret, type Mailer } from '../mail/mailer.ts';
import { toOutboxMessage } from '../mail/outbox.service.ts';
import {
  findApplicationFor,
  insertGroup,
  insertMessages,
  lastGroupSendAfter,
  listGroups,
  listInbox,
  markMessageRead,
  optOutOfGroupMail,
  segmentRecipients,
  setOutboxOf,
  type InboxRow,
  type MessageGroupRow,
  type Recipient,
} from './messages.repository.ts';

export interface MessagingDeps {
  db: Db;
  mailer: Mailer;
  /** Links in the emails point here. */
  publicUrl: string;
  /** Reply-To of every message: the service's mailbox. */
  replyTo: string;
  /** Group emails a minute. */
  perMinute: number;
  /** Signs unsubscribe links. */
  secretKey: string;
}

function toMessage(row: InboxRow): Message {
  return {
    id: row.id,
    candidateId: row.candidateId,
    applicationId: row.applicationId,
    vacancyTitle: row.vacancyTitle,
    groupId: row.groupId,
    subject: row.subject,
    body: row.body,
    sentByName: row.sentByName,
    createdAt: isoRequired(row.createdAt),
    readAt: iso(row.readAt),
  };
}

function toGroup(row: MessageGroupRow): GroupMessage {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    segment: row.segment,
    recipients: row.recipients,
    sentByName: row.sentByName,
    createdAt: isoRequired(row.createdAt),
    lastSendAt: isoRequired(row.lastSendAt),
  };
}

// Unsubscribe links: the candidate's id signed with the service's key (nothing to store or leak).

function signature(key: string, candidateId: string): string {
  return createHmac('sha256', key)
    .update(`unsubscribe:${candidateId}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * The id then its signature, with no separator: a dot would make the page's path look like a file
 * to the server, which answers a missing file with a plain 404 instead of the app.
 */
export function unsubscribeToken(key: string, candidateId: string): string {
  return `${candidateId}${signature(key, candidateId)}`;
}

/** The candidate a token names, when its signature is right. */
export function candidateOfToken(key: string, token: string): string | null {
  const id = token.slice(0, 36);
  const sig = token.slice(36);
  if (!sig || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    return null;
  const expected = Buffer.from(signature(key, id));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

// The email of a message

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text written by staff, as paragraphs of escaped HTML (line breaks kept). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

interface Letter {
  to: Recipient;
  subject: string;
  body: string;
  sentByName: string;
  /** Group messages not about an application carry one-click unsubscribe. */
  unsubscribe: boolean;
}

function compose(deps: MessagingDeps, letter: Letter) {
  const inbox = `${deps.publicUrl}/portal/inbox`;
  const lines = [
    `Dear ${letter.to.fullName},`,
    '',
    letter.body,
    '',
    `${letter.sentByName}, Careers Service`,
    '',
    'Reply to this email to answer: your reply reaches the careers service.',
    `This message is also in your portal inbox: ${inbox}`,
  ];
  const html = [
    `<p>Dear ${escapeHtml(letter.to.fullName)},</p>`,
    paragraphs(letter.body),
    `<p>${escapeHtml(letter.sentByName)}, Careers Service</p>`,
    `<p>Reply to this email to answer: your reply reaches the careers service. This message is also in your <a href="${inbox}">portal inbox</a>.</p>`,
  ];
  const headers: Record<string, string> = { 'Reply-To': deps.replyTo };
  const secrets: Record<string, string> = {};
  if (letter.unsubscribe) {
    secrets.unsubscribe = unsubscribeToken(deps.secretKey, letter.to.candidateId);
    const page = `${deps.publicUrl}/unsubscribe/${secret('unsubscribe')}`;
    lines.push('', `To stop group messages from the careers service: ${page}`);
    html.push(
      `<p style="color:#666">To stop group messages from the careers service, <a href="${page}">unsubscribe</a>.</p>`,
    );
    // RFC 2369 and RFC 8058: mail clients offer a one-click unsubscribe that POSTs here.
    headers['List-Unsubscribe'] = `<${deps.publicUrl}/api/v1/unsubscribe/${secret('unsubscribe')}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    subject: letter.subject,
    text: lines.join('\n'),
    html: html.join('\n'),
    headers,
    secrets,
  };
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
      const outboxId = await deps.mailer.queue(tx, {
        to: r.email,
        ...mail,
        priority: 'bulk',
        runAt: sendAt(i),
      });
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

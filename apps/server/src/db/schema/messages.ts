import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageSegment } from '@careers/contracts';
import { candidates } from './accounts.ts';
import { applications } from './careers.ts';
import { parentId, primaryId, timestamptz } from './columns.ts';
import { outbox } from './platform.ts';

/**
 * Messages from the careers service to candidates (issue 20): group messages to a segment, and
 * each candidate's copy (one-off messages have no group). Each copy is emailed through the outbox
 * and listed in the candidate's portal inbox.
 */
export const messageGroups = pgTable(
  'message_groups',
  {
    id: primaryId(),
    segment: jsonb('segment').$type<MessageSegment>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients').notNull(),
    sentBy: uuid('sent_by'),
    sentByName: text('sent_by_name').notNull(),
    /** When the last of its emails is due: the rate spreads the group's mail out. */
    lastSendAt: timestamptz('last_send_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('message_groups_created_idx').on(t.createdAt, t.id)],
);

export const messages = pgTable(
  'messages',
  {
    id: primaryId(),
    candidateId: parentId('candidate_id', () => candidates.id, 'cascade'),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    groupId: uuid('group_id').references(() => messageGroups.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentBy: uuid('sent_by'),
    sentByName: text('sent_by_name').notNull(),
    /** Its email; null when the address is suppressed (nothing was sent). */
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('messages_candidate_idx').on(t.candidateId, t.createdAt, t.id),
    index('messages_unread_idx')
      .on(t.candidateId)
      .where(sql`${t.readAt} is null`),
    index('messages_group_idx').on(t.groupId),
  ],
);

/**
 * Addresses mail is no longer sent to: their server refused them for good (a permanent bounce).
 * Staff clear one when the person fixed it. Addresses are kept lower-cased.
 */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    id: primaryId(),
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [uniqueIndex('mail_suppressions_address_idx').on(t.address)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Role } from '@careers/contracts';
import { primaryId, timestamptz } from './columns.ts';

/** The service itself: audit, the outbox and job worker, settings and notifications. */

/** Who did what to which record, and when: admin actions and document downloads. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

export type OutboxStatus = 'queued' | 'sent' | 'retrying' | 'failed' | 'kept' | 'suppressed';

/**
 * Every email the service sends, written in the transaction of its cause together with the job
 * that delivers it (modules/jobs). Links that grant access are `{{secret:name}}` placeholders in
 * the text; their values sit in `secrets` until the message is delivered, then are blanked.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: primaryId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    /** The last attempt's error. */
    error: text('error'),
    status: text('status').$type<OutboxStatus>().notNull().default('queued'),
    /** Given at queue time, so every attempt carries the same Message-ID. */
    messageId: text('message_id'),
    /** Extra headers (Reply-To, List-Unsubscribe…); never secrets. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A calendar invitation sent as a text/calendar part (RFC 6047): its METHOD and content. */
    calendar: jsonb('calendar').$type<{ method: 'REQUEST' | 'CANCEL'; content: string }>(),
    /** Placeholder name → value; null once delivered. */
    secrets: jsonb('secrets').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at'),
    /** The job delivering it now (a staff retry queues a new one). */
    jobId: uuid('job_id'),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_status_idx').on(t.status, t.createdAt, t.id),
    // A person's page lists every email sent to them.
    index('outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt, t.id),
  ],
);

export type JobStatus = 'queued' | 'running' | 'retrying' | 'done' | 'failed';

/**
 * Durable work for the one worker (modules/jobs): mail now, reminders, digests and scheduled
 * tasks later. A job is written in the transaction of its cause, claimed with FOR UPDATE SKIP
 * LOCKED under a lease, and run outside any transaction.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    kind: text('kind').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: timestamptz('run_at').notNull(),
    /** At most one live (queued, running or retrying) job holds a key. */
    dedupeKey: text('dedupe_key'),
    /** Lower runs first: transactional mail before bulk. */
    priority: integer('priority').notNull().default(50),
    attempts: integer('attempts').notNull().default(0),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    leaseUntil: timestamptz('lease_until'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    finishedAt: timestamptz('finished_at'),
  },
  (t) => [
    // The claim reads due work in (priority, run_at) order, and running work whose lease ran out.
    index('jobs_due_idx')
      .on(t.priority, t.runAt, t.id)
      .where(sql`${t.status} in ('queued', 'retrying')`),
    index('jobs_lease_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'running'`),
    uniqueIndex('jobs_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.status} in ('queued', 'running', 'retrying')`),
  ],
);

/**
 * The service's settings staff change from the UI: one row (id 1). A fresh install has none and
 * reads the defaults (template showcase off); the demo seed switches the showcase on.
 */
export const serviceSettings = pgTable('service_settings', {
  id: smallint('id').primaryKey().default(1),
  /** The template's demos are in the menu and the navbar search (staff only). */
  showcase: boolean('showcase').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * What happened that concerns one person: written in the transaction of its cause, one row per
 * recipient (staff events go to every active admin). `data` holds the names the bell shows in the
 * reader's language; `dedupe_key` keeps a once-only event (a vacancy closing soon) once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    recipientRole: text('recipient_role').$type<Role>().notNull(),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    link: text('link').notNull(),
    dedupeKey: text('dedupe_key'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientRole, t.recipientId, t.createdAt, t.id),
    index('notifications_unread_idx')
      .on(t.recipientRole, t.recipientId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_idx')
      .on(t.recipientRole, t.recipientId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** Per person and kind of notification: in-app only (absent or false) or also by email. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    role: text('role').$type<Role>().notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.userId, t.kind] })],
);

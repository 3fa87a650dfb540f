import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Who did what to which record, and when: admin actions and document downloads. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/** Careers staff. Emails are stored lower-cased; the unique index also guards lower(email). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [
    uniqueIndex('admins_email_idx').on(sql`lower(${t.email})`),
    index('admins_created_idx').on(t.createdAt, t.id),
  ],
);

export interface CandidateLink {
  label: string;
  url: string;
}

/** Students and graduates: their account and their profile. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    phone: text('phone'),
    programme: text('programme'),
    level: text('level').$type<'undergraduate' | 'postgraduate' | 'alumni'>(),
    graduationYear: integer('graduation_year'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio'),
    links: jsonb('links')
      .$type<CandidateLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<'active' | 'archived'>().notNull().default('active'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    lastLoginAt: timestamptz('last_login_at'),
    /**
     * When the address was confirmed by the link mailed at registration; null until then (the
     * student can browse but not apply). Accounts from before verification existed, and seeded
     * ones, count as verified: the column's default fills them.
     */
    emailVerifiedAt: timestamptz('email_verified_at').defaultNow(),
    /** What admins search candidates by: name, email and programme (trigram-indexed). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${candidates.fullName} || ' ' || ${candidates.email} || ' ' || coalesce(${candidates.programme}, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('candidates_email_idx').on(sql`lower(${t.email})`),
    index('candidates_created_idx').on(t.createdAt, t.id),
    index('candidates_name_idx').on(t.fullName, t.id),
    index('candidates_email_sort_idx').on(t.email, t.id),
    index('candidates_programme_idx').on(t.programme, t.id),
    index('candidates_year_idx').on(t.graduationYear, t.id),
    index('candidates_level_year_idx').on(t.level, t.graduationYear),
    index('candidates_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * One row per sign-in (the refresh-token family). Every authenticated request looks its session up
 * by primary key, so a logout, a password reset or a disabled account ends access at once, on
 * every server instance, without waiting for the access token to expire.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<'admin' | 'candidate'>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.role, t.userId)],
);

/**
 * Refresh tokens, stored as sha256 hashes. Every refresh rotates: the presented row gets
 * rotated_at and a new row joins the same family; presenting a rotated token revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<'admin' | 'candidate'>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.role, t.userId),
  ],
);

/** Admin invitations: single use, 7 days, token stored as a sha256 hash. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    usedBy: uuid('used_by'),
    /** Withdrawn by an admin: the link no longer works. */
    revokedAt: timestamptz('revoked_at'),
    revokedBy: uuid('revoked_by'),
    /** When the link was last mailed (a resend issues a new token and sets a new expiry). */
    sentAt: timestamptz('sent_at'),
  },
  (t) => [uniqueIndex('invitations_hash_idx').on(t.tokenHash)],
);

/** Email verification links of self-registered candidates: single use, token stored hashed. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('email_verifications_hash_idx').on(t.tokenHash),
    index('email_verifications_candidate_idx').on(t.candidateId, t.createdAt),
  ],
);

/** Password reset links: single use, 30 minutes, token stored as a sha256 hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<'admin' | 'candidate'>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('password_resets_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.role, t.userId),
  ],
);

export type OutboxStatus = 'queued' | 'sent' | 'retrying' | 'failed' | 'kept';

/**
 * Every email the service sends, written in the transaction of its cause together with the job
 * that delivers it (modules/jobs). Links that grant access are `{{secret:name}}` placeholders in
 * the text; their values sit in `secrets` until the message is delivered, then are blanked.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    recipientRole: text('recipient_role').$type<'admin' | 'candidate'>().notNull(),
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
    role: text('role').$type<'admin' | 'candidate'>().notNull(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.userId, t.kind] })],
);

import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '@careers/contracts';
import { linkLife, parentId, primaryId, timestamptz } from './columns.ts';
import { candidates } from './accounts.ts';

/** Sign-in sessions, refresh tokens and the single-use links (invitations, verification, resets). */

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
    role: text('role').$type<Role>().notNull(),
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
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<Role>().notNull(),
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
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    ...linkLife(),
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
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    candidateId: parentId('candidate_id', () => candidates.id, 'cascade'),
    ...linkLife(),
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
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<Role>().notNull(),
    ...linkLife(),
  },
  (t) => [
    uniqueIndex('password_resets_hash_idx').on(t.tokenHash),
    index('password_resets_user_idx').on(t.role, t.userId),
  ],
);

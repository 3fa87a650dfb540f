import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MailLanguage } from '@careers/contracts';
import {
  accountColumns,
  parentId,
  primaryId,
  sortIndexes,
  timestamps,
  timestamptz,
} from './columns.ts';
import { organisations } from './organisations.ts';

/** The three kinds of account: careers staff, students and graduates, employer contacts. */

/** Careers staff. Emails are stored lower-cased; the unique index also guards lower(email). */
export const admins = pgTable(
  'admins',
  {
    id: primaryId(),
    ...accountColumns(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    ...timestamps(),
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
    id: primaryId(),
    ...accountColumns(),
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
    ...timestamps(),
    lastLoginAt: timestamptz('last_login_at'),
    /**
     * When the address was confirmed by the link mailed at registration; null until then (the
     * student can browse but not apply). Accounts from before verification existed, and seeded
     * ones, count as verified: the column's default fills them.
     */
    emailVerifiedAt: timestamptz('email_verified_at').defaultNow(),
    /** When they unsubscribed from group messages not about an application; null while subscribed. */
    groupMailOptOutAt: timestamptz('group_mail_opt_out_at'),
    /** The language the student's emails are written in (en, fr, de, pt, ar). */
    language: text('language').$type<MailLanguage>().notNull().default('en'),
    /** What admins search candidates by: name, email and programme (trigram-indexed). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${candidates.fullName} || ' ' || ${candidates.email} || ' ' || coalesce(${candidates.programme}, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('candidates_email_idx').on(sql`lower(${t.email})`),
    ...sortIndexes('candidates', t.id, {
      created: t.createdAt,
      name: t.fullName,
      email_sort: t.email,
      programme: t.programme,
      year: t.graduationYear,
    }),
    index('candidates_level_year_idx').on(t.level, t.graduationYear),
    index('candidates_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/**
 * Employer contacts who sign in for an organisation. They must confirm their address before their
 * first sign-in (email_verified_at null until then); suspending their organisation ends their
 * sessions and keeps them out until it is approved again.
 */
export const employers = pgTable(
  'employers',
  {
    id: primaryId(),
    ...accountColumns(),
    organisationId: parentId('organisation_id', () => organisations.id),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    ...timestamps(),
    lastLoginAt: timestamptz('last_login_at'),
  },
  (t) => [
    uniqueIndex('employers_email_idx').on(sql`lower(${t.email})`),
    index('employers_organisation_idx').on(t.organisationId, t.createdAt),
  ],
);

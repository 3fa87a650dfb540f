import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  OrganisationSize,
  OrganisationStatus,
  Role,
  ShortlistFeedback,
} from '@careers/contracts';
import { employers } from './accounts.ts';
import { applications } from './careers.ts';
import { bytea, linkLife, parentId, primaryId, timestamps, timestamptz } from './columns.ts';

/**
 * The companies vacancies belong to. `name_key` and `website_host` are the keys two records are
 * the same organisation by (see organisationNameKey and websiteHostKey in the contracts); they are
 * kept by the repository, and indexed for the find-or-create a staff vacancy form does.
 */
export const organisations = pgTable(
  'organisations',
  {
    id: primaryId(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    website: text('website'),
    websiteHost: text('website_host'),
    sector: text('sector'),
    size: text('size').$type<OrganisationSize>(),
    address: text('address'),
    description: text('description'),
    logo: bytea('logo'),
    logoMimeType: text('logo_mime_type'),
    status: text('status').$type<OrganisationStatus>().notNull().default('pending'),
    statusReason: text('status_reason'),
    decidedBy: uuid('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamptz('decided_at'),
    createdByRole: text('created_by_role').$type<Role | 'system'>().notNull(),
    createdBy: uuid('created_by'),
    ...timestamps(),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${organisations.name} || ' ' || coalesce(${organisations.websiteHost}, '') || ' ' || coalesce(${organisations.sector}, ''))`,
    ),
  },
  (t) => [
    index('organisations_name_idx').on(t.name, t.id),
    index('organisations_name_key_idx').on(t.nameKey),
    index('organisations_host_idx').on(t.websiteHost),
    index('organisations_status_idx').on(t.status, t.createdAt, t.id),
    index('organisations_created_idx').on(t.createdAt, t.id),
    index('organisations_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** The people staff deal with at an organisation; `employer_id` when they sign in themselves. */
export const organisationContacts = pgTable(
  'organisation_contacts',
  {
    id: primaryId(),
    organisationId: parentId('organisation_id', () => organisations.id, 'cascade'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    jobTitle: text('job_title'),
    employerId: uuid('employer_id').references(() => employers.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('organisation_contacts_org_idx').on(t.organisationId, t.fullName),
    uniqueIndex('organisation_contacts_employer_idx')
      .on(t.employerId)
      .where(sql`${t.employerId} is not null`),
  ],
);

/** Staff-only notes on an organisation (never shown to its contacts). */
export const organisationNotes = pgTable(
  'organisation_notes',
  {
    id: primaryId(),
    organisationId: parentId('organisation_id', () => organisations.id, 'cascade'),
    authorId: uuid('author_id').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('organisation_notes_org_idx').on(t.organisationId, t.createdAt)],
);

/**
 * Invitations to join an organisation as an employer contact, from staff or from an approved
 * contact of it: single use, token stored as a sha256 hash. Joining is only ever by invitation.
 */
export const employerInvitations = pgTable(
  'employer_invitations',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    organisationId: parentId('organisation_id', () => organisations.id, 'cascade'),
    email: text('email').notNull(),
    invitedByRole: text('invited_by_role').$type<Role>().notNull(),
    invitedBy: uuid('invited_by').notNull(),
    ...linkLife(),
    usedBy: uuid('used_by'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    uniqueIndex('employer_invitations_hash_idx').on(t.tokenHash),
    index('employer_invitations_org_idx').on(t.organisationId, t.createdAt),
  ],
);

/** Email verification links of employer contacts (before their first sign-in). */
export const employerVerifications = pgTable(
  'employer_verifications',
  {
    id: primaryId(),
    tokenHash: text('token_hash').notNull(),
    employerId: parentId('employer_id', () => employers.id, 'cascade'),
    ...linkLife(),
  },
  (t) => [
    uniqueIndex('employer_verifications_hash_idx').on(t.tokenHash),
    index('employer_verifications_employer_idx').on(t.employerId, t.createdAt),
  ],
);

/**
 * A set of applications staff share with an organisation for feedback: in the employer portal
 * (no contact: every contact with an account sees it) or by a review link for one named contact
 * without an account (token and one-time code stored hashed; the code is mailed to the contact).
 */
export const shortlists = pgTable(
  'shortlists',
  {
    id: primaryId(),
    organisationId: parentId('organisation_id', () => organisations.id, 'cascade'),
    vacancyId: uuid('vacancy_id'),
    title: text('title').notNull(),
    message: text('message'),
    contactId: uuid('contact_id').references(() => organisationContacts.id, {
      onDelete: 'set null',
    }),
    tokenHash: text('token_hash'),
    expiresAt: timestamptz('expires_at'),
    revokedAt: timestamptz('revoked_at'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamptz('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    sharedBy: uuid('shared_by').notNull(),
    sharedByName: text('shared_by_name'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('shortlists_org_idx').on(t.organisationId, t.createdAt, t.id),
    uniqueIndex('shortlists_token_idx')
      .on(t.tokenHash)
      .where(sql`${t.tokenHash} is not null`),
  ],
);

/** One shared application in a shortlist, with the employer's answer on it. */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    shortlistId: parentId('shortlist_id', () => shortlists.id, 'cascade'),
    applicationId: parentId('application_id', () => applications.id, 'cascade'),
    feedback: text('feedback').$type<ShortlistFeedback>(),
    comment: text('comment'),
    feedbackAt: timestamptz('feedback_at'),
    feedbackByName: text('feedback_by_name'),
  },
  (t) => [
    primaryKey({ columns: [t.shortlistId, t.applicationId] }),
    index('shortlist_items_application_idx').on(t.applicationId),
  ],
);

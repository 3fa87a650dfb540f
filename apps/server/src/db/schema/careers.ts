import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ApplicationStatus,
  CandidateLevel,
  DocumentKind,
  Role,
  ShortlistFeedback,
  VacancyStatus,
  VacancyType,
  Workplace,
} from '@careers/contracts';
import { candidates } from './accounts.ts';
import { bytea, parentId, primaryId, sortIndexes, timestamps, timestamptz } from './columns.ts';
import { organisations } from './organisations.ts';
import { applicationReasons } from './reasons.ts';

export interface SalaryColumn {
  min: number;
  max: number;
  currency: string;
  period: 'year' | 'month' | 'week' | 'hour';
}
export interface EligibilityColumn {
  levels: CandidateLevel[];
  graduationYears: number[];
}

/** Vacancies published by the careers service on behalf of employers. */
export const vacancies = pgTable(
  'vacancies',
  {
    id: primaryId(),
    title: text('title').notNull(),
    employerName: text('employer_name').notNull(),
    employerWebsite: text('employer_website'),
    employerContactEmail: text('employer_contact_email'),
    /** The organisation it belongs to; employer_name and employer_website are copied from it. */
    organisationId: parentId('organisation_id', () => organisations.id),
    location: text('location').notNull(),
    workplace: text('workplace').$type<Workplace>().notNull(),
    type: text('type').$type<VacancyType>().notNull(),
    sector: text('sector').notNull(),
    description: text('description').notNull(),
    salary: jsonb('salary').$type<SalaryColumn | null>(),
    positions: integer('positions').notNull().default(1),
    closesAt: timestamptz('closes_at').notNull(),
    requiredDocuments: text('required_documents')
      .array()
      .$type<DocumentKind[]>()
      .notNull()
      .default(sql`'{cv}'::text[]`),
    eligibility: jsonb('eligibility')
      .$type<EligibilityColumn>()
      .notNull()
      .default(sql`'{"levels":[],"graduationYears":[]}'::jsonb`),
    status: text('status').$type<VacancyStatus>().notNull().default('draft'),
    closedAt: timestamptz('closed_at'),
    publishedAt: timestamptz('published_at'),
    /** Kept in step with applications in the same transaction, so lists need no join. */
    applicationCount: integer('application_count').notNull().default(0),
    /** Apply on the employer's site (https) instead of the portal; apply_click_count counts it. */
    externalApplyUrl: text('external_apply_url'),
    applyClickCount: integer('apply_click_count').notNull().default(0),
    createdBy: uuid('created_by'),
    /** Staff write vacancies as before; an employer contact's go through approval. */
    createdByRole: text('created_by_role').$type<Role>().notNull().default('admin'),
    /** When an employer contact last submitted it for approval (the Approvals queue's order). */
    submittedAt: timestamptz('submitted_at'),
    /** The staff's note on the last decision: the change asked for, or why it was declined. */
    reviewNote: text('review_note'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: uuid('reviewed_by'),
    ...timestamps(),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${vacancies.title} || ' ' || ${vacancies.employerName} || ' ' || ${vacancies.location})`,
    ),
  },
  (t) => [
    ...sortIndexes('vacancies', t.id, {
      created: t.createdAt,
      title: t.title,
      employer: t.employerName,
      location: t.location,
      closes: t.closesAt,
      count: t.applicationCount,
      status: t.status,
    }),
    index('vacancies_status_created_idx').on(t.status, t.createdAt, t.id),
    index('vacancies_status_closes_idx').on(t.status, t.closesAt, t.id),
    index('vacancies_type_created_idx').on(t.type, t.createdAt, t.id),
    index('vacancies_organisation_idx').on(t.organisationId, t.createdAt, t.id),
    index('vacancies_pending_idx')
      .on(t.submittedAt, t.id)
      .where(sql`${t.status} = 'pending_approval'`),
    index('vacancies_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A candidate's application to a vacancy: one per candidate and vacancy. */
export const applications = pgTable(
  'applications',
  {
    id: primaryId(),
    vacancyId: parentId('vacancy_id', () => vacancies.id),
    candidateId: parentId('candidate_id', () => candidates.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('submitted'),
    /** The state an on_hold application resumes to. */
    heldFrom: text('held_from').$type<ApplicationStatus>(),
    /**
     * The internal reason of the move that made it rejected or on hold (null otherwise, or none
     * given): the dashboard's figures by reason and the list's `reason` filter read it.
     */
    reasonId: uuid('reason_id').references(() => applicationReasons.id),
    coverNote: text('cover_note'),
    /**
     * The version of the sharing notice the apply dialog showed (null before the notice existed):
     * only an application made under the notice may be shared with the organisation.
     */
    noticeVersion: text('notice_version'),
    documentIds: uuid('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    submittedAt: timestamptz('submitted_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    decidedAt: timestamptz('decided_at'),
    /** Denormalised for lists and search at a million rows (no join per page). */
    vacancyTitle: text('vacancy_title').notNull(),
    employerName: text('employer_name').notNull(),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email').notNull(),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${applications.candidateName} || ' ' || ${applications.candidateEmail} || ' ' || ${applications.vacancyTitle} || ' ' || ${applications.employerName})`,
    ),
  },
  (t) => [
    uniqueIndex('applications_vacancy_candidate_idx').on(t.vacancyId, t.candidateId),
    // Migration 0004 adds INCLUDE (search_text), which this builder cannot express: a search within
    // a status, and its capped count, then read the index alone rather than the table.
    index('applications_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('applications_vacancy_submitted_idx').on(t.vacancyId, t.submittedAt, t.id),
    index('applications_candidate_submitted_idx').on(t.candidateId, t.submittedAt, t.id),
    // "Is this document attached to an application?" without a scan: document_ids @> array[id].
    index('applications_documents_idx').using('gin', t.documentIds),
    index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('applications_reason_idx')
      .on(t.reasonId, t.status, t.submittedAt, t.id)
      .where(sql`${t.reasonId} is not null`),
    ...sortIndexes('applications', t.id, {
      submitted: t.submittedAt,
      updated: t.updatedAt,
      status: t.status,
      candidate_name: t.candidateName,
      vacancy_title: t.vacancyTitle,
    }),
  ],
);

/** Every status change of an application: from, to, who, why, when. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: primaryId(),
    /** Insertion order, so two changes in the same millisecond still read in order. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    applicationId: parentId('application_id', () => applications.id),
    fromStatus: text('from_status').$type<ApplicationStatus>(),
    toStatus: text('to_status').$type<ApplicationStatus>().notNull(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').$type<Role | 'system'>().notNull(),
    actorName: text('actor_name'),
    reason: text('reason'),
    /**
     * An employer's answer on a shared application (the status does not change; `reason` then
     * holds their comment).
     */
    feedback: text('feedback').$type<ShortlistFeedback>(),
    /** Staff only: the internal reason the move carried (rejected, on hold). */
    reasonId: uuid('reason_id').references(() => applicationReasons.id),
    /** Staff only: the move's internal note. */
    note: text('note'),
    /**
     * Whether the move emailed the candidate (null: recorded before this was kept). Resuming from
     * on hold reads it so nobody gets the same email twice.
     */
    emailed: boolean('emailed'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('application_events_app_idx').on(t.applicationId, t.seq),
    // "Has this reason been used?" (deleting or retiring it) without a scan.
    index('application_events_reason_idx')
      .on(t.reasonId)
      .where(sql`${t.reasonId} is not null`),
  ],
);

/**
 * The documents submitted with each application. The foreign key (no cascade) means the database
 * itself refuses to erase a document an application refers to, even when a library delete races
 * the apply: the delete then keeps the file, marked removed from the library.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: parentId('application_id', () => applications.id, 'cascade'),
    documentId: parentId('document_id', () => documents.id, 'restrict'),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.documentId] }),
    index('application_documents_document_idx').on(t.documentId),
  ],
);

/** Candidates' documents, bytes included, so server instances stay stateless. Immutable. */
export const documents = pgTable(
  'documents',
  {
    id: primaryId(),
    candidateId: parentId('candidate_id', () => candidates.id),
    kind: text('kind').$type<DocumentKind>().notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Removed from the library; still served to admins for applications it is attached to. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('documents_candidate_idx').on(t.candidateId, t.createdAt, t.id),
    ...sortIndexes('documents', t.id, {
      created: t.createdAt,
      name: t.fileName,
      size: t.size,
      kind: t.kind,
    }),
  ],
);

/**
 * The cover note a candidate is writing for a vacancy, saved as they type so it survives any
 * navigation, and removed in the transaction that sends the application. One per candidate and
 * vacancy (the primary key serves both the dialog's read and the save's upsert).
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    candidateId: parentId('candidate_id', () => candidates.id, 'cascade'),
    vacancyId: parentId('vacancy_id', () => vacancies.id, 'cascade'),
    coverNote: text('cover_note').notNull(),
    /** The screening answers written so far, by question id (checked only when applying). */
    answers: jsonb('answers')
      .$type<Record<string, string | boolean>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.vacancyId] }),
    // Deleting a vacancy removes its drafts without a scan.
    index('application_drafts_vacancy_idx').on(t.vacancyId),
  ],
);

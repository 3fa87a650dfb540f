/**
 * The careers domain's value lists and limits: plain data, no zod, so the screens that only show
 * records (not validate forms) load them without the schema library. The schemas that check
 * these values are built from them in the other modules.
 */

export const workplaces = ['on_site', 'hybrid', 'remote'] as const;
export const vacancyTypes = [
  'graduate_job',
  'internship',
  'placement',
  'part_time',
  'volunteering',
] as const;
export const documentKinds = ['cv', 'cover_letter', 'transcript', 'certificate', 'other'] as const;
export const candidateLevels = ['undergraduate', 'postgraduate', 'alumni'] as const;
export const salaryPeriods = ['year', 'month', 'week', 'hour'] as const;

export type Workplace = (typeof workplaces)[number];
export type VacancyType = (typeof vacancyTypes)[number];
export type DocumentKind = (typeof documentKinds)[number];
export type CandidateLevel = (typeof candidateLevels)[number];
export type SalaryPeriod = (typeof salaryPeriods)[number];

export const candidateStatuses = ['active', 'archived'] as const;
export const adminStatuses = ['active', 'disabled'] as const;

/** Allowed types per kind, judged by the file's bytes. */
export const allowedDocumentTypes = {
  cv: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  cover_letter: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  transcript: ['application/pdf'],
  certificate: ['application/pdf'],
  other: ['application/pdf', 'image/png', 'image/jpeg'],
} as const satisfies Record<DocumentKind, readonly string[]>;

export const MB = 1024 * 1024;
export const maxDocumentBytes = {
  cv: 5 * MB,
  cover_letter: 5 * MB,
  transcript: 10 * MB,
  certificate: 10 * MB,
  other: 10 * MB,
} as const;
export const MAX_DOCUMENTS_PER_CANDIDATE = 20;

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/** The field of an edit that carries the version it was made from (stale-edit protection). */
export const STALE_EDIT_FIELD = 'expectedUpdatedAt';
export const STALE_EDIT_MESSAGE =
  'This record was changed by someone else since you opened it. Reload to see the latest version.';

import { z } from 'zod';
import {
  expectedUpdatedAtSchema,
  isoDateTime,
  isRecordChange,
  pageOf,
  pagingQuerySchema,
} from './common.ts';
import { webLinkSchema } from './links.ts';
import { WEB_LINK_LABELS } from './web-links.ts';
import { vacancyStatuses } from './status-machines.ts';
import {
  externalApplyUrlSchema,
  screeningQuestionSchema,
  screeningQuestionsInputSchema,
} from './screening.ts';
import {
  candidateLevels,
  documentKinds,
  salaryPeriods,
  vacancyTypes,
  workplaces,
} from './domain.ts';

export const vacancyStatusSchema = z.enum(vacancyStatuses);
export const workplaceSchema = z.enum(workplaces);
export const vacancyTypeSchema = z.enum(vacancyTypes);
export const documentKindSchema = z.enum(documentKinds);
export const candidateLevelSchema = z.enum(candidateLevels);

const trimmed = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);

export const employerSchema = z.object({
  name: trimmed(1, 120, 'Employer name'),
  /** Optional; a bare host gets https://, only http(s) survives ('' clears it). */
  website: webLinkSchema(WEB_LINK_LABELS.employerWebsite, { optional: true }).optional(),
  contactEmail: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .optional(),
});

export const salarySchema = z
  .object({
    min: z.number().int().min(0, 'Minimum salary cannot be negative').max(10_000_000),
    max: z.number().int().min(0).max(10_000_000),
    currency: z.string().trim().length(3, 'Currency is a three-letter code').toUpperCase(),
    period: z.enum(salaryPeriods),
  })
  .refine((s) => s.max >= s.min, {
    message: 'Maximum salary must be at least the minimum',
    path: ['max'],
  });

export const eligibilitySchema = z.object({
  levels: z.array(candidateLevelSchema).max(3),
  graduationYears: z.array(z.number().int().min(1950).max(2100)).max(20),
});

const vacancyFields = {
  title: trimmed(3, 160, 'Title'),
  /**
   * The organisation it is for. Staff may give the employer's name (and website) instead: the
   * organisation with that website host, or without one that name, is used, or created approved.
   */
  organisationId: z.uuid('Choose an organisation').optional(),
  employer: employerSchema,
  location: trimmed(1, 120, 'Location'),
  workplace: workplaceSchema,
  type: vacancyTypeSchema,
  sector: trimmed(1, 80, 'Sector'),
  description: trimmed(20, 20_000, 'Description'),
  salary: salarySchema.nullable().optional(),
  positions: z.number().int().min(1, 'At least one position').max(1000),
  closesAt: isoDateTime('Enter a valid closing date and time'),
  requiredDocuments: z.array(documentKindSchema).max(5),
  eligibility: eligibilitySchema,
  /** The vacancy's own questions, in order: the whole list (an `id` keeps an existing question). */
  questions: screeningQuestionsInputSchema,
  /** Apply on the employer's site instead (https only); the portal then takes no applications. */
  externalApplyUrl: externalApplyUrlSchema,
};

export const createVacancyInputSchema = z.object({
  ...vacancyFields,
  /**
   * Staff give the employer (or an organisationId); an employer contact's vacancy is always their
   * organisation's, its name and website copied from it.
   */
  employer: vacancyFields.employer.optional(),
  requiredDocuments: vacancyFields.requiredDocuments.default(['cv']),
  eligibility: vacancyFields.eligibility.default({ levels: [], graduationYears: [] }),
  questions: vacancyFields.questions.default([]),
  externalApplyUrl: vacancyFields.externalApplyUrl.optional(),
});
export type CreateVacancyInput = z.input<typeof createVacancyInputSchema>;

export const updateVacancyInputSchema = z
  .object({ ...vacancyFields, expectedUpdatedAt: expectedUpdatedAtSchema })
  .partial()
  .refine((v) => Object.keys(v).some(isRecordChange), { message: 'Nothing to update' });
export type UpdateVacancyInput = z.input<typeof updateVacancyInputSchema>;

export const vacancySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  employer: z.object({
    name: z.string(),
    website: z.string().optional(),
    contactEmail: z.string().optional(),
  }),
  location: z.string(),
  workplace: workplaceSchema,
  type: vacancyTypeSchema,
  sector: z.string(),
  description: z.string(),
  salary: z
    .object({
      min: z.number(),
      max: z.number(),
      currency: z.string(),
      period: z.enum(salaryPeriods),
    })
    .nullable(),
  positions: z.number().int(),
  closesAt: z.string(),
  requiredDocuments: z.array(documentKindSchema),
  eligibility: z.object({
    levels: z.array(candidateLevelSchema),
    graduationYears: z.array(z.number().int()),
  }),
  status: vacancyStatusSchema,
  organisationId: z.uuid(),
  /** Staff vacancies are 'admin'; an employer contact's go through approval. */
  createdByRole: z.enum(['admin', 'employer']),
  /** When an employer contact last submitted it for approval. */
  submittedAt: z.string().nullable(),
  /** Staff's note on the last approval decision: the change asked for, or why it was declined. */
  reviewNote: z.string().nullable(),
  closedAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  applicationCount: z.number().int(),
  /** The screening questions the apply dialog asks, in order. */
  questions: z.array(screeningQuestionSchema),
  /** When set, candidates apply on the employer's site, not in the portal. */
  externalApplyUrl: z.string().nullable(),
  /** Staff and the organisation's contacts: how many candidates followed the link (one a day each). */
  applyClickCount: z.number().int().optional(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const vacancySortColumns = [
  'title',
  'employer',
  'location',
  'closesAt',
  'createdAt',
  'status',
  'applicationCount',
] as const;

export const listVacanciesQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: vacancyStatusSchema.optional(),
  type: vacancyTypeSchema.optional(),
  workplace: workplaceSchema.optional(),
  /** Staff: one organisation's vacancies (an employer contact always sees only their own). */
  organisationId: z.uuid().optional(),
  sortColumn: z.enum(vacancySortColumns).default('createdAt'),
});
export type ListVacanciesQuery = z.input<typeof listVacanciesQuerySchema>;

export const vacancyPageSchema = pageOf(vacancySchema);

export const vacancyStatusInputSchema = z.object({
  status: vacancyStatusSchema,
  reason: z.string().trim().max(1000).optional(),
});

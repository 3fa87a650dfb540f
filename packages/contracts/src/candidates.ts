import { z } from 'zod';
import { expectedUpdatedAtSchema, isRecordChange, pageOf, pagingQuerySchema } from './common.ts';
import { adminStatuses, candidateStatuses } from './domain.ts';
import { webLinkSchema } from './links.ts';
import { WEB_LINK_LABELS } from './web-links.ts';
import { tagFilterSchema } from './reviewing.ts';
import { candidateLevelSchema } from './vacancies.ts';
import { mailLanguageSchema } from './email-templates.ts';

export const candidateStatusSchema = z.enum(candidateStatuses);

/** A profile link as stored and answered (rows saved before links were normalised included). */
export const candidateLinkSchema = z.object({ label: z.string(), url: z.string() });

/** A profile link as a candidate enters it: a bare host gets https://, only http(s) survives. */
export const candidateLinkInputSchema = z.object({
  label: z.string().trim().min(1, 'Link label is required').max(40),
  url: webLinkSchema(WEB_LINK_LABELS.candidateLink),
});

export const candidateSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  programme: z.string().nullable(),
  level: candidateLevelSchema.nullable(),
  graduationYear: z.number().int().nullable(),
  skills: z.array(z.string()),
  bio: z.string().nullable(),
  links: z.array(candidateLinkSchema),
  status: candidateStatusSchema,
  /** The language the student's emails are written in. */
  language: mailLanguageSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const updateCandidateInputSchema = z
  .object({
    fullName: z.string().trim().min(2, 'Full name must be at least 2 characters').max(120),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+()\d\s-]*$/, 'Enter a valid phone number')
      .nullable(),
    programme: z.string().trim().max(120).nullable(),
    level: candidateLevelSchema.nullable(),
    graduationYear: z.number().int().min(1950).max(2100).nullable(),
    skills: z.array(z.string().trim().min(1).max(40)).max(30),
    bio: z.string().trim().max(2000).nullable(),
    links: z.array(candidateLinkInputSchema).max(10),
    /** The language of the student's emails. */
    language: mailLanguageSchema,
    /** Admins only: archive or restore a candidate. */
    status: candidateStatusSchema,
    /** The profile's updatedAt as the client last read it (stale-edit protection). */
    expectedUpdatedAt: expectedUpdatedAtSchema,
  })
  .partial()
  .refine((v) => Object.keys(v).some(isRecordChange), { message: 'Nothing to update' });
export type UpdateCandidateInput = z.input<typeof updateCandidateInputSchema>;

export const candidateSortColumns = [
  'fullName',
  'email',
  'programme',
  'graduationYear',
  'createdAt',
] as const;

export const listCandidatesQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  level: candidateLevelSchema.optional(),
  graduationYear: z.coerce.number().int().min(1950).max(2100).optional(),
  status: candidateStatusSchema.optional(),
  /** Staff's tags (ids): only candidates carrying every one. */
  tag: tagFilterSchema,
  sortColumn: z.enum(candidateSortColumns).default('createdAt'),
});
export const candidatePageSchema = pageOf(candidateSchema);

export const adminStatusSchema = z.enum(adminStatuses);
export const adminSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  status: adminStatusSchema,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Admin = z.infer<typeof adminSchema>;
export const listAdminsQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: adminStatusSchema.optional(),
  sortColumn: z.enum(['fullName', 'email', 'createdAt', 'lastLoginAt']).default('createdAt'),
});
export const adminPageSchema = pageOf(adminSchema);
export const updateAdminInputSchema = z.object({ status: adminStatusSchema });

/** What admin management answers when it refuses. */
export const adminMessages = {
  actorNotActive: 'Your account is not active, so you cannot manage admins.',
  lastActiveAdmin: 'The last active admin cannot be disabled.',
  selfDisable: 'You cannot disable your own account',
} as const;

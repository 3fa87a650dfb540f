import { z } from 'zod';
import { expectedUpdatedAtSchema, isRecordChange, pageOf, pagingQuerySchema } from './common.ts';
import { webLinkSchema } from './links.ts';
import { WEB_LINK_LABELS } from './web-links.ts';

/**
 * Organisations are the companies vacancies belong to; employer contacts sign in for them.
 * A newcomer's organisation is pending until staff approve it; suspending one pauses its open
 * vacancies, revokes its review links and ends its contacts' sessions.
 */
export const organisationStatuses = ['pending', 'approved', 'rejected', 'suspended'] as const;
export type OrganisationStatus = (typeof organisationStatuses)[number];
export const organisationStatusSchema = z.enum(organisationStatuses);

/** Head counts, as employers state them on registration forms. */
export const organisationSizes = ['micro', 'small', 'medium', 'large'] as const;
export type OrganisationSize = (typeof organisationSizes)[number];
export const organisationSizeSchema = z.enum(organisationSizes);

/** Staff decisions on an organisation and the states they lead to. */
const organisationMoves: Record<OrganisationStatus, readonly OrganisationStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['suspended'],
  rejected: ['approved'],
  suspended: ['approved'],
};
export function nextOrganisationStatuses(from: OrganisationStatus): readonly OrganisationStatus[] {
  return organisationMoves[from];
}
/** Rejecting and suspending need a reason the organisation's contacts are told. */
export const organisationStatusesNeedingReason: readonly OrganisationStatus[] = [
  'rejected',
  'suspended',
];

/** Logos: raster images only, judged by their bytes (an SVG can carry script). */
export const organisationLogoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const MAX_LOGO_BYTES = 1024 * 1024;

const LEGAL_SUFFIX = /\s+(?:ltd|limited|plc|llp|inc|gmbh|sa|sas|bv)$/;

/**
 * The key two organisation names are the same by: case, punctuation and a legal suffix such as
 * Ltd, Limited or PLC ignored ("Acme Ltd." and "ACME limited" are one organisation).
 */
export function organisationNameKey(name: string): string {
  let key = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  while (LEGAL_SUFFIX.test(key)) key = key.replace(LEGAL_SUFFIX, '').trim();
  return key;
}

/** A website's host without `www.`, lower-cased, or null when there is no usable host. */
export function websiteHostKey(website: string | null | undefined): string | null {
  if (!website) return null;
  const trimmed = website.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    const host = url.hostname
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, '');
    return host || null;
  } catch {
    return null;
  }
}

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const organisationContactInputSchema = z.object({
  fullName: text(120, 'Name').min(1, 'Name is required'),
  email: z.email('Enter a valid email address').max(254).toLowerCase(),
  phone: text(40, 'Phone').optional(),
  jobTitle: text(120, 'Job title').optional(),
});
export type OrganisationContactInput = z.input<typeof organisationContactInputSchema>;

export const organisationContactSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** The employer contact account this person signs in with, when they have one. */
  accountId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type OrganisationContact = z.infer<typeof organisationContactSchema>;

const organisationFields = {
  name: text(160, 'Organisation name').min(1, 'Organisation name is required'),
  website: webLinkSchema(WEB_LINK_LABELS.employerWebsite, { optional: true }).optional(),
  sector: text(80, 'Sector').optional(),
  size: organisationSizeSchema.nullable().optional(),
  address: text(300, 'Address').optional(),
  description: text(5000, 'Description').optional(),
};

export const createOrganisationInputSchema = z.object(organisationFields);
export type CreateOrganisationInput = z.input<typeof createOrganisationInputSchema>;

export const updateOrganisationInputSchema = z
  .object({ ...organisationFields, expectedUpdatedAt: expectedUpdatedAtSchema })
  .partial()
  .refine((v) => Object.keys(v).some(isRecordChange), { message: 'Nothing to update' });
export type UpdateOrganisationInput = z.input<typeof updateOrganisationInputSchema>;

export const organisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  sector: z.string().nullable(),
  size: organisationSizeSchema.nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  /** Where the logo is served from, when there is one. */
  logoUrl: z.string().nullable(),
  status: organisationStatusSchema,
  /** Why it was rejected or suspended. */
  statusReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  vacancyCount: z.number().int(),
  applicationCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationSortColumns = ['name', 'status', 'createdAt', 'vacancyCount'] as const;
export const listOrganisationsQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: organisationStatusSchema.optional(),
  sector: z.string().trim().max(80).optional(),
  sortColumn: z.enum(organisationSortColumns).default('name'),
});
export type ListOrganisationsQuery = z.input<typeof listOrganisationsQuerySchema>;
export const organisationPageSchema = pageOf(organisationSchema);

export const organisationDecisionInputSchema = z
  .object({
    status: organisationStatusSchema,
    reason: text(1000, 'Reason').optional(),
  })
  .refine((v) => !organisationStatusesNeedingReason.includes(v.status) || !!v.reason, {
    message: 'Give a reason',
    path: ['reason'],
  });
export type OrganisationDecisionInput = z.input<typeof organisationDecisionInputSchema>;

/** The notice the apply dialog shows: the version an application records, and what it shares. */
export const SHARING_NOTICE_VERSION = '2026-11';
/** The profile fields a shared application shows the employer (the notice names them). */
export const sharedProfileFields = ['programme', 'level', 'graduationYear', 'skills'] as const;

/** An employer's answer on a shared candidate. */
export const shortlistFeedbacks = ['interested', 'maybe', 'not_interested'] as const;
export type ShortlistFeedback = (typeof shortlistFeedbacks)[number];
export const shortlistFeedbackSchema = z.enum(shortlistFeedbacks);

/** Review links (for a contact without an account) last this long unless staff choose. */
export const REVIEW_LINK_DEFAULT_DAYS = 14;

/** A contact edit: any of the contact's fields. */
export const updateOrganisationContactInputSchema = organisationContactInputSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateOrganisationContactInput = z.input<typeof updateOrganisationContactInputSchema>;

export const organisationContactParamsSchema = z.object({ id: z.uuid(), contactId: z.uuid() });

/** Staff notes on an organisation: never shown to its contacts. */
export const organisationNoteInputSchema = z.object({
  body: text(5000, 'Note').min(1, 'Write a note'),
});
export type OrganisationNoteInput = z.input<typeof organisationNoteInputSchema>;
export const organisationNoteSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  authorId: z.uuid(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OrganisationNote = z.infer<typeof organisationNoteSchema>;
export const organisationNoteListSchema = z.object({ data: z.array(organisationNoteSchema) });

/** Staff's view of one organisation: the record with its contacts. */
export const organisationDetailSchema = organisationSchema.extend({
  contacts: z.array(organisationContactSchema),
});
export type OrganisationDetail = z.infer<typeof organisationDetailSchema>;

/** Merging moves everything of one organisation into another, then deletes the first. */
export const organisationMergeInputSchema = z.object({ intoId: z.uuid('Choose an organisation') });
export type OrganisationMergeInput = z.input<typeof organisationMergeInputSchema>;

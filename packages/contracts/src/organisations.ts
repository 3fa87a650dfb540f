import { z } from 'zod';
import { expectedUpdatedAtSchema, isRecordChange, pageOf, pagingQuerySchema } from './common.ts';
import { webLinkSchema } from './links.ts';
import { WEB_LINK_LABELS } from './web-links.ts';
import {
  organisationSizes,
  organisationStatuses,
  organisationStatusesNeedingReason,
  shortlistFeedbacks,
} from './organisation-values.ts';

// The organisations' schemas; their value lists and rules are in organisation-values.ts.

export const organisationStatusSchema = z.enum(organisationStatuses);
export const organisationSizeSchema = z.enum(organisationSizes);

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

export const shortlistFeedbackSchema = z.enum(shortlistFeedbacks);

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

import { z } from 'zod';
import { REVIEW_LINK_DEFAULT_DAYS } from './organisation-values.ts';
import { shortlistFeedbackSchema } from './organisations.ts';
import { candidateLevelSchema, documentKindSchema } from './vacancies.ts';

import { REVIEW_LINK_MAX_DAYS, shortlistVias } from './shortlist-values.ts';
import { screeningAnswerSchema } from './screening.ts';

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const createShortlistInputSchema = z
  .object({
    applicationIds: z
      .array(z.uuid())
      .min(1, 'Choose at least one application')
      .max(50, 'Share at most 50 applications at once'),
    title: text(160, 'Title').optional(),
    message: text(2000, 'Message').optional(),
    via: z.enum(shortlistVias),
    /** For a review link: the organisation's contact (without an account) it is sent to. */
    contactId: z.uuid().optional(),
    expiresInDays: z.coerce
      .number()
      .int()
      .min(1, 'A link lasts at least a day')
      .max(REVIEW_LINK_MAX_DAYS, `A link lasts at most ${REVIEW_LINK_MAX_DAYS} days`)
      .default(REVIEW_LINK_DEFAULT_DAYS),
  })
  .refine((v) => v.via !== 'link' || !!v.contactId, {
    message: 'Choose the contact the link is sent to',
    path: ['contactId'],
  });
export type CreateShortlistInput = z.input<typeof createShortlistInputSchema>;

export const listShortlistsQuerySchema = z.object({
  organisationId: z.uuid().optional(),
  vacancyId: z.uuid().optional(),
});
export type ListShortlistsQuery = z.input<typeof listShortlistsQuerySchema>;

/** An organisation's contact as the share dialog lists them (address masked). */
export const shortlistRecipientSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string(),
  /** Contacts with an account see portal shares; a review link is for those without one. */
  hasAccount: z.boolean(),
});
export type ShortlistRecipient = z.infer<typeof shortlistRecipientSchema>;
export const shortlistRecipientsQuerySchema = z.object({ organisationId: z.uuid() });

export const shortlistStates = ['active', 'expired', 'revoked'] as const;
export type ShortlistState = (typeof shortlistStates)[number];

const feedbackFields = {
  feedback: shortlistFeedbackSchema.nullable(),
  comment: z.string().nullable(),
  feedbackAt: z.string().nullable(),
  feedbackByName: z.string().nullable(),
};

/** A shortlist as staff see it: to whom, how, and the answer on each application. */
export const shortlistSchema = z.object({
  id: z.uuid(),
  organisationId: z.uuid(),
  organisationName: z.string(),
  vacancyId: z.uuid().nullable(),
  vacancyTitle: z.string().nullable(),
  title: z.string(),
  message: z.string().nullable(),
  via: z.enum(shortlistVias),
  contactId: z.uuid().nullable(),
  contactName: z.string().nullable(),
  /** The contact's address, masked (`j••••@example.com`): mail is never shown in full here. */
  contactEmail: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  state: z.enum(shortlistStates),
  sharedByName: z.string().nullable(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  answeredCount: z.number().int(),
  items: z.array(
    z.object({
      applicationId: z.uuid(),
      candidateName: z.string(),
      vacancyTitle: z.string(),
      status: z.string(),
      ...feedbackFields,
    }),
  ),
});
export type Shortlist = z.infer<typeof shortlistSchema>;

/** The profile fields the notice names, as the employer sees them. */
export const sharedProfileSchema = z.object({
  programme: z.string().nullable().optional(),
  level: candidateLevelSchema.nullable().optional(),
  graduationYear: z.number().int().nullable().optional(),
  skills: z.array(z.string()).optional(),
});

/** One shared candidate as the employer sees them: only what the notice says is shared. */
export const sharedCandidateSchema = z.object({
  applicationId: z.uuid(),
  candidateName: z.string(),
  vacancyTitle: z.string(),
  coverNote: z.string().nullable(),
  submittedAt: z.string(),
  profile: sharedProfileSchema,
  /** Only when the notice the application was made under says the answers are shared. */
  screeningAnswers: z.array(screeningAnswerSchema).optional(),
  documents: z.array(
    z.object({
      id: z.uuid(),
      kind: documentKindSchema,
      fileName: z.string(),
      mimeType: z.string(),
      size: z.number().int(),
    }),
  ),
  ...feedbackFields,
});
export type SharedCandidate = z.infer<typeof sharedCandidateSchema>;

/** A shortlist as the employer (in the portal or through a link) sees it. */
export const sharedShortlistSchema = z.object({
  id: z.uuid(),
  organisationName: z.string(),
  title: z.string(),
  message: z.string().nullable(),
  vacancyTitle: z.string().nullable(),
  sharedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  candidates: z.array(sharedCandidateSchema),
});
export type SharedShortlist = z.infer<typeof sharedShortlistSchema>;

/** The employer portal's list of shortlists shared with their organisation. */
export const sharedShortlistSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  vacancyTitle: z.string().nullable(),
  sharedByName: z.string().nullable(),
  createdAt: z.string(),
  itemCount: z.number().int(),
  awaitingCount: z.number().int(),
});
export type SharedShortlistSummary = z.infer<typeof sharedShortlistSummarySchema>;

export const shortlistFeedbackInputSchema = z.object({
  feedback: shortlistFeedbackSchema,
  comment: text(2000, 'Comment').optional(),
});
export type ShortlistFeedbackInput = z.input<typeof shortlistFeedbackInputSchema>;

export const reviewTokenParamsSchema = z.object({
  token: z.string().min(16).max(128),
});

/** What the review page knows before the code: where the code goes (masked) and until when. */
export const reviewCodeSentSchema = z.object({
  sentTo: z.string(),
  expiresInMinutes: z.number().int(),
});
export type ReviewCodeSent = z.infer<typeof reviewCodeSentSchema>;

export const reviewCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});
export type ReviewCodeInput = z.input<typeof reviewCodeInputSchema>;

/** A review session: sent back as the `X-Review-Session` header on the link's other requests. */
export const reviewSessionSchema = z.object({
  session: z.string(),
  expiresAt: z.string(),
});
export type ReviewSession = z.infer<typeof reviewSessionSchema>;

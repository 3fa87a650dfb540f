import { z } from 'zod';
import { isoDateTime } from './common.ts';

/*
 * Offers (issue 20): staff make an offer on an application moving to (or in) `offered`, with its
 * terms and an acceptance deadline; the candidate accepts (the application becomes hired) or
 * declines (the candidate withdraws) in the portal before the deadline; staff may later mark an
 * accepted offer reneged, with a reason. Staff and the candidate only: never an employer contact.
 */
export const offerStatuses = [
  'pending',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'reneged',
] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** An offer that still stands: an application holds at most one (a new one needs none live). */
export const liveOfferStatuses = ['pending', 'accepted'] as const satisfies readonly OfferStatus[];

/** The reminder goes this long before the deadline (none when the deadline is nearer). */
export const OFFER_REMINDER_BEFORE_MS = 48 * 60 * 60 * 1000;

export const OFFER_TEXT_MAX = 160;
export const OFFER_CONDITIONS_MAX = 5000;
export const OFFER_RENEGE_REASON_MAX = 1000;

const line = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .min(1, `Enter the ${label.toLowerCase()}`)
    .max(OFFER_TEXT_MAX, `${label} must be at most ${OFFER_TEXT_MAX} characters`);

export const offerTermsSchema = z.object({
  roleTitle: line('Role title'),
  /** Free text: "£28,000 a year", "£14.50 an hour". */
  pay: line('Pay'),
  startDate: z.iso.date('Enter the start date as YYYY-MM-DD'),
  location: line('Location'),
  conditions: z
    .string('Conditions must be text')
    .trim()
    .max(OFFER_CONDITIONS_MAX, `Conditions must be at most ${OFFER_CONDITIONS_MAX} characters`)
    .default(''),
});
export type OfferTerms = z.infer<typeof offerTermsSchema>;

const deadline = isoDateTime('Enter the acceptance deadline as a date and time');

export const createOfferInputSchema = offerTermsSchema.extend({ deadline });
export type CreateOfferInput = z.input<typeof createOfferInputSchema>;

/** Terms and deadline change only while the offer is pending. */
export const updateOfferInputSchema = offerTermsSchema
  .extend({ deadline })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one field');
export type UpdateOfferInput = z.input<typeof updateOfferInputSchema>;

export const renegeOfferInputSchema = z.object({
  reason: z
    .string('Reason must be text')
    .trim()
    .min(1, 'Give the reason the offer was reneged')
    .max(OFFER_RENEGE_REASON_MAX, `Reason must be at most ${OFFER_RENEGE_REASON_MAX} characters`),
});
export type RenegeOfferInput = z.input<typeof renegeOfferInputSchema>;

export const offerSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  status: z.enum(offerStatuses),
  roleTitle: z.string(),
  pay: z.string(),
  startDate: z.string(),
  location: z.string(),
  conditions: z.string(),
  /** ISO 8601, UTC: after it a pending offer can no longer be accepted. */
  deadline: z.string(),
  decidedAt: z.string().nullable(),
  /** Why an accepted offer was reneged (staff and the candidate read it). */
  renegedReason: z.string().nullable(),
  madeByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/** An application's offers, newest first (at most one live). */
export const offerListSchema = z.object({ data: z.array(offerSchema) });
export type OfferList = z.infer<typeof offerListSchema>;

export const offerMessages = {
  deadlinePast: 'The acceptance deadline must be in the future',
  notPending: 'This offer is no longer open',
  deadlinePassed: 'The acceptance deadline has passed',
  notAccepted: 'Only an accepted offer can be marked reneged',
  liveOffer: 'This application already has an offer that stands',
  wrongStatus: 'An offer is made on an application that is interviewing or offered',
} as const;

import { z } from 'zod';
import { isoDateTime, pageOf, pagingQuerySchema } from './common.ts';
import {
  ADJUSTMENTS_MAX,
  appointmentTypes,
  bookingStatuses,
  DEFAULT_CUTOFF_HOURS,
  MAX_CUTOFF_HOURS,
  MAX_SLOT_CAPACITY,
  MAX_SLOT_MINUTES,
  MIN_SLOT_MINUTES,
  SLOT_TEXT_MAX,
  slotPurposes,
} from './booking-values.ts';

/*
 * Bookings (issue 21): one engine for interview slots and adviser appointments. Staff publish
 * slots of both purposes; employer contacts publish interview slots for their own organisation's
 * vacancies. Candidates book the slots offered to them (a vacancy's interview slots once their
 * application is interviewing; adviser appointments always) and may cancel or rebook before the
 * slot's cut-off; staff book for a candidate and cancel at any time. Times are stored in UTC.
 */
export * from './booking-values.ts';

const startsAt = isoDateTime('Enter the start as an ISO 8601 date and time with its offset');
const durationMinutes = z.coerce
  .number('Duration must be a number of minutes')
  .int('Duration must be a whole number of minutes')
  .min(MIN_SLOT_MINUTES, `Duration must be at least ${MIN_SLOT_MINUTES} minutes`)
  .max(MAX_SLOT_MINUTES, `Duration must be at most ${MAX_SLOT_MINUTES} minutes`);
const text = (label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(SLOT_TEXT_MAX, `${label} must be at most ${SLOT_TEXT_MAX} characters`);
const videoLink = z
  .url({ protocol: /^https?$/, message: 'The video link must be an http(s) address' })
  .max(SLOT_TEXT_MAX, `The video link must be at most ${SLOT_TEXT_MAX} characters`);

const slotDetails = {
  durationMinutes,
  /** A room or address; a slot needs a place or a video link (or both). */
  location: text('Place').optional(),
  videoLink: videoLink.optional(),
  capacity: z.coerce
    .number('Capacity must be a number')
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1')
    .max(MAX_SLOT_CAPACITY, `Capacity must be at most ${MAX_SLOT_CAPACITY}`),
  /** Who runs it, as attendees read it ("Dr Ada Lovelace, careers adviser"). */
  hostName: text('Host').optional(),
  /**
   * The member of staff who runs it (their calendar and private feed hold it). Staff only: the
   * signed-in member by default; an employer contact's slots have none.
   */
  hostAdminId: z.uuid('hostAdminId must be a member of staff').optional(),
  /** Candidates change a booking up to this many hours before the start; staff at any time. */
  cutoffHours: z.coerce
    .number('Cut-off must be a number of hours')
    .int('Cut-off must be a whole number of hours')
    .min(0, 'Cut-off must be 0 hours or more')
    .max(MAX_CUTOFF_HOURS, `Cut-off must be at most ${MAX_CUTOFF_HOURS} hours`),
};

export const createSlotInputSchema = z
  .object({
    purpose: z.enum(slotPurposes, 'Choose interview or appointment'),
    /** An interview's vacancy. */
    vacancyId: z.uuid('Choose the vacancy').optional(),
    /** An appointment's type. */
    appointmentType: z.enum(appointmentTypes, 'Choose the type of appointment').optional(),
    startsAt,
    ...slotDetails,
    capacity: slotDetails.capacity.default(1),
    cutoffHours: slotDetails.cutoffHours.default(DEFAULT_CUTOFF_HOURS),
  })
  .superRefine((v, ctx) => {
    if (v.purpose === 'interview' && !v.vacancyId) {
      ctx.addIssue({ code: 'custom', path: ['vacancyId'], message: 'Choose the vacancy' });
    }
    if (v.purpose === 'appointment' && !v.appointmentType) {
      ctx.addIssue({
        code: 'custom',
        path: ['appointmentType'],
        message: 'Choose the type of appointment',
      });
    }
    if (!v.location && !v.videoLink) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: 'Give a place or a video link' });
    }
  });
export type CreateSlotInput = z.input<typeof createSlotInputSchema>;

/** Details that do not move the slot (a move has its own operation). */
export const updateSlotInputSchema = z
  .object({
    location: text('Place').nullable(),
    videoLink: videoLink.nullable(),
    capacity: slotDetails.capacity,
    hostName: text('Host').nullable(),
    hostAdminId: slotDetails.hostAdminId,
    cutoffHours: slotDetails.cutoffHours,
  })
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Change at least one field');
export type UpdateSlotInput = z.input<typeof updateSlotInputSchema>;

export const moveSlotInputSchema = z.object({
  startsAt,
  durationMinutes: durationMinutes.optional(),
});
export type MoveSlotInput = z.input<typeof moveSlotInputSchema>;

export const listSlotsQuerySchema = pagingQuerySchema.extend({
  /** Slots starting at or after this time (default: all). */
  from: isoDateTime('from must be an ISO 8601 date and time').optional(),
  /** Slots starting before this time. */
  to: isoDateTime('to must be an ISO 8601 date and time').optional(),
  purpose: z.enum(slotPurposes).optional(),
  vacancyId: z.uuid('vacancyId must be a vacancy id').optional(),
  appointmentType: z
    .enum(appointmentTypes, 'appointmentType must be a type of appointment')
    .optional(),
  /** One member of staff's slots (the staff calendar's "Mine"); leave out for everybody's. */
  hostAdminId: z.uuid('hostAdminId must be a member of staff').optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
});
export type ListSlotsQuery = z.infer<typeof listSlotsQuerySchema>;

export const slotSchema = z.object({
  id: z.uuid(),
  purpose: z.enum(slotPurposes),
  vacancyId: z.uuid().nullable(),
  vacancyTitle: z.string().nullable(),
  appointmentType: z.enum(appointmentTypes).nullable(),
  /** ISO 8601, UTC. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  location: z.string().nullable(),
  videoLink: z.string().nullable(),
  capacity: z.number().int(),
  /** Live bookings (booked or no-show). */
  booked: z.number().int(),
  hostName: z.string().nullable(),
  /** The member of staff who runs it; null for an employer contact's slot. */
  hostAdminId: z.uuid().nullable(),
  /** Who is booked into it, by when they booked; always empty in the slots offered to candidates. */
  bookedBy: z.array(z.string()),
  cutoffHours: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;
export const slotPageSchema = pageOf(slotSchema);

export const bookSlotInputSchema = z.object({
  /** Staff book for a candidate; a candidate books for themselves (and leaves this out). */
  candidateId: z.uuid('candidateId must be a candidate id').optional(),
  /** What the candidate needs (step-free access, extra time…): staff and the host read it. */
  adjustments: z
    .string('Adjustments must be text')
    .trim()
    .max(ADJUSTMENTS_MAX, `Adjustments must be at most ${ADJUSTMENTS_MAX} characters`)
    .optional(),
});
export type BookSlotInput = z.input<typeof bookSlotInputSchema>;

export const rebookInputSchema = z.object({ slotId: z.uuid('Choose the new slot') });
export type RebookInput = z.input<typeof rebookInputSchema>;

export const listBookingsQuerySchema = pagingQuerySchema.extend({
  slotId: z.uuid('slotId must be a slot id').optional(),
  candidateId: z.uuid('candidateId must be a candidate id').optional(),
  status: z.enum(bookingStatuses).optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
});
export type ListBookingsQuery = z.infer<typeof listBookingsQuerySchema>;

export const bookingSchema = z.object({
  id: z.uuid(),
  slotId: z.uuid(),
  candidateId: z.uuid(),
  candidateName: z.string(),
  applicationId: z.uuid().nullable(),
  purpose: z.enum(slotPurposes),
  vacancyTitle: z.string().nullable(),
  appointmentType: z.enum(appointmentTypes).nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  videoLink: z.string().nullable(),
  adjustments: z.string().nullable(),
  status: z.enum(bookingStatuses),
  /** The invitation's SEQUENCE: raised on every change. */
  sequence: z.number().int(),
  /** Until when the candidate may cancel or rebook it themselves. */
  changeableUntil: z.string(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingPageSchema = pageOf(bookingSchema);

export const bookingMessages = {
  full: 'This slot is fully booked. Choose another time.',
  alreadyBooked: 'You already have a booking for this',
  cutoffPassed: 'It is too late to change this booking; contact the careers service',
  slotPast: 'This slot has already started',
  notOffered: 'This slot is not offered to you',
  notBooked: 'This booking is no longer booked',
  otherVacancy: 'Rebook into a slot of the same interview or appointment type',
  startPast: 'The start must be in the future',
  capacityBelowBooked: 'Capacity cannot be less than the bookings already made',
  candidateRequired: 'Choose the candidate to book for',
  notInterviewing: 'The candidate can book an interview once their application is interviewing',
} as const;

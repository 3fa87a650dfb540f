// The bookings' value lists and limits, without zod: screens that show slots and bookings load
// them without the form code (bookings.ts builds the schemas from them).

export const slotPurposes = ['interview', 'appointment'] as const;
export type SlotPurpose = (typeof slotPurposes)[number];

export const appointmentTypes = [
  'cv_review',
  'careers_guidance',
  'mock_interview',
  'application_review',
  'job_search',
  'further_study',
] as const;
export type AppointmentType = (typeof appointmentTypes)[number];

export const bookingStatuses = ['booked', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const DEFAULT_CUTOFF_HOURS = 24;
export const MAX_CUTOFF_HOURS = 14 * 24;
export const MIN_SLOT_MINUTES = 5;
export const MAX_SLOT_MINUTES = 8 * 60;
export const MAX_SLOT_CAPACITY = 200;
export const SLOT_TEXT_MAX = 300;
export const ADJUSTMENTS_MAX = 2000;
/** A booking's reminder goes this long before the slot starts (none when booked later). */
export const BOOKING_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

import { z } from 'zod';

/*
 * A member of staff's private calendar feed (issue 21): an iCalendar URL of the slots they host
 * and who booked them, for their own calendar app. The URL is a secret: shown whole once, when
 * made; afterwards masked. Making a new one or revoking it stops the old one at once.
 */
export const calendarFeedSchema = z.object({
  active: z.boolean(),
  /** Whole only in the answer that made it; masked (••••) afterwards; null when none. */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Not a calendar feed address'),
});

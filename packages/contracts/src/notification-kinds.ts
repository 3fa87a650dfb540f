// The notification kinds and who gets them, without zod: the frame reads them without the form
// code (notifications.ts builds the schemas from them).
import type { Role } from './auth.ts';

/**
 * What the bell tells people. Students: every status change of their applications, with the
 * staff's message when the move carried one. All staff: new applications, withdrawals, and
 * vacancies closing within 3 days with fewer than 5 applications (once per vacancy), and each
 * organisation or vacancy waiting for approval; an offer accepted or declined (issue 20), and the
 * candidate a reminder before an offer's deadline, and a day before each booking (issue 21). Employer contacts: each decision on their
 * organisation's vacancies.
 */
export const notificationKinds = [
  'application_status',
  'application_new',
  'application_withdrawn',
  'vacancy_closing_soon',
  'approval_waiting',
  'vacancy_review',
  'shortlist_feedback',
  'offer_reminder',
  'offer_accepted',
  'offer_declined',
  'booking_reminder',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds each role receives (and chooses email for). */
export const notificationKindsFor = {
  // An offer's reminder always comes by email too: nothing to choose.
  candidate: ['application_status'],
  admin: [
    'application_new',
    'application_withdrawn',
    'vacancy_closing_soon',
    'approval_waiting',
    'shortlist_feedback',
    'offer_accepted',
    'offer_declined',
  ],
  employer: ['vacancy_review'],
} as const satisfies Record<Role, readonly NotificationKind[]>;

/** Whether each kind also comes by email when nobody has chosen (students keep status emails). */
export const defaultEmailChoice: Record<NotificationKind, boolean> = {
  application_status: true,
  application_new: false,
  application_withdrawn: false,
  vacancy_closing_soon: false,
  approval_waiting: false,
  // The decision's email always goes (the approval flow sends it, whatever the choice).
  vacancy_review: true,
  shortlist_feedback: false,
  // The offer's reminder is always emailed (the offers module sends it); staff may turn off theirs.
  offer_reminder: true,
  offer_accepted: true,
  offer_declined: true,
  // A booking's reminder always comes by email too (the bookings module sends it, issue 21).
  booking_reminder: true,
};

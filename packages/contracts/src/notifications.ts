import { z } from 'zod';
import type { Role } from './auth.ts';

/**
 * What the bell tells people. Students: every status change of their applications, with the
 * staff's message when the move carried one. All staff: new applications, withdrawals, and
 * vacancies closing within 3 days with fewer than 5 applications (once per vacancy), and each
 * organisation or vacancy waiting for approval. Employer contacts: each decision on their
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
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The kinds each role receives (and chooses email for). */
export const notificationKindsFor = {
  candidate: ['application_status'],
  admin: [
    'application_new',
    'application_withdrawn',
    'vacancy_closing_soon',
    'approval_waiting',
    'shortlist_feedback',
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
};

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  /** Names and values the bell puts in its sentence, in the reader's language. */
  data: z.object({
    vacancyTitle: z.string().optional(),
    candidateName: z.string().optional(),
    status: z.string().optional(),
    message: z.string().optional(),
    applications: z.number().optional(),
    closesAt: z.string().optional(),
    /** approval_waiting: an organisation registered or a vacancy was submitted. */
    organisationName: z.string().optional(),
    /** vacancy_review: approve | request_changes | decline. */
    decision: z.string().optional(),
    /** An employer's answer on a shared application (shortlist_feedback). */
    feedback: z.string().optional(),
  }),
  /** The record it is about, in the web app. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Per kind: true for in-app and email, false for in-app only. */
export const notificationPreferencesSchema = z.object({
  email: z.partialRecord(z.enum(notificationKinds), z.boolean()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesSchema = z.object({
  email: z.partialRecord(
    z.enum(notificationKinds, { error: 'Choose a kind of notification' }),
    z.boolean({ error: 'Choose in-app only or in-app and email' }),
  ),
});
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

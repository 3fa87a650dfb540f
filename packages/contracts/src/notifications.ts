import { z } from 'zod';

import { notificationKinds } from './notification-kinds.ts';

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
    /** offer_reminder: the acceptance deadline (ISO 8601). */
    deadline: z.string().optional(),
    /** booking_reminder: when the interview or appointment starts (ISO 8601) and what it is. */
    startsAt: z.string().optional(),
    appointmentType: z.string().optional(),
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

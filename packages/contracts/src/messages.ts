import { z } from 'zod';
import { pageOf, pagingQuerySchema } from './common.ts';
import { candidateLevels } from './domain.ts';
import { MAX_GROUP_RECIPIENTS, MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX } from './message-values.ts';
import { applicationStatuses } from './status-machines.ts';

/*
 * Messages from the careers service to candidates: one-off messages written by staff (on a
 * candidate or an application) and group messages to a segment. Each is emailed through the
 * outbox and kept in the candidate's portal inbox; replies go to the service's mailbox.
 */

const subject = z
  .string()
  .trim()
  .min(1, 'Enter a subject')
  .max(MESSAGE_SUBJECT_MAX, `Subject must be at most ${MESSAGE_SUBJECT_MAX} characters`);
const body = z
  .string()
  .trim()
  .min(1, 'Write the message')
  .max(MESSAGE_BODY_MAX, `Message must be at most ${MESSAGE_BODY_MAX} characters`);

/** A one-off message to a candidate; `applicationId` when it is about one of their applications. */
export const messageInputSchema = z.object({
  subject,
  body,
  applicationId: z.uuid('applicationId must be an application id').optional(),
});
export type MessageInput = z.input<typeof messageInputSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  candidateId: z.uuid(),
  applicationId: z.uuid().nullable(),
  /** The vacancy of the application it is about, for the inbox. */
  vacancyTitle: z.string().nullable(),
  /** Sent to a group (a segment), not to this candidate alone. */
  groupId: z.uuid().nullable(),
  subject: z.string(),
  body: z.string(),
  sentByName: z.string(),
  createdAt: z.string(),
  /** When the candidate opened it in the portal; null while unread. */
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const inboxPageSchema = pageOf(messageSchema).extend({
  /** Unread messages in the whole inbox (not only this page). */
  unread: z.number().int(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;
export const inboxQuerySchema = pagingQuerySchema.pick({ page: true, perPage: true });

/** Who a group message goes to. */
export const messageSegmentSchema = z.discriminatedUnion('kind', [
  /** Applicants of one vacancy whose application is in one of the chosen statuses. */
  z.object({
    kind: z.literal('applicants'),
    vacancyId: z.uuid('vacancyId must be a vacancy id'),
    statuses: z
      .array(z.enum(applicationStatuses))
      .min(1, 'Choose at least one status')
      .max(applicationStatuses.length),
  }),
  /** Active candidates by level and graduation year (an empty list means any). */
  z.object({
    kind: z.literal('candidates'),
    levels: z.array(z.enum(candidateLevels)).max(candidateLevels.length).default([]),
    graduationYears: z
      .array(z.number().int().min(1950, 'Enter a year from 1950').max(2100, 'Enter a year to 2100'))
      .max(30, 'Choose at most 30 years')
      .default([]),
  }),
]);
export type MessageSegment = z.infer<typeof messageSegmentSchema>;
export type MessageSegmentInput = z.input<typeof messageSegmentSchema>;

export const groupMessageInputSchema = z.object({ segment: messageSegmentSchema, subject, body });
export type GroupMessageInput = z.input<typeof groupMessageInputSchema>;
export type GroupMessageCommand = z.infer<typeof groupMessageInputSchema>;
export const groupPreviewInputSchema = z.object({ segment: messageSegmentSchema });

/** Who a group message would reach now: shown before it is sent. */
export const groupPreviewSchema = z.object({
  recipients: z.number().int(),
  /** In the segment but unsubscribed from group messages (only for messages not about an application). */
  unsubscribed: z.number().int(),
  /** In the segment but their address bounced and is suppressed. */
  suppressed: z.number().int(),
  /** Minutes the sending takes at the service's rate. */
  minutes: z.number().int(),
});
export type GroupPreview = z.infer<typeof groupPreviewSchema>;

export const groupMessageSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  body: z.string(),
  segment: messageSegmentSchema,
  recipients: z.number().int(),
  sentByName: z.string(),
  createdAt: z.string(),
  /** When the last of its emails is due to leave (the rate spreads them out). */
  lastSendAt: z.string(),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;
export const groupMessagePageSchema = pageOf(groupMessageSchema);

/** An address mail is no longer sent to: it bounced permanently. */
export const suppressionSchema = z.object({
  id: z.uuid(),
  address: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Suppression = z.infer<typeof suppressionSchema>;
export const suppressionListSchema = z.object({ data: z.array(suppressionSchema) });

export const unsubscribeParamsSchema = z.object({
  token: z.string().min(10, 'This unsubscribe link is not valid').max(200),
});

export const messageMessages = {
  notTheirApplication: 'This application is not one of the candidate’s',
  tooManyRecipients: `A group message reaches at most ${MAX_GROUP_RECIPIENTS} people: narrow the group`,
  noRecipients: 'Nobody is in this group: choose other statuses, levels or years',
  badUnsubscribeLink: 'This unsubscribe link is not valid',
} as const;

import { z } from 'zod';
import { pageOf, pagingQuerySchema } from './common.ts';

/**
 * queued: waiting for its first attempt · sent: delivered by SMTP · retrying: an attempt failed,
 * another follows at nextAttemptAt · failed: every attempt failed (staff may retry) · kept: no
 * SMTP server is configured, so the message was printed on the server's console · suppressed: not
 * sent, the address bounced permanently before.
 */
export const outboxStatuses = [
  'queued',
  'sent',
  'retrying',
  'failed',
  'kept',
  'suppressed',
] as const;
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/**
 * A message in the outbox (GET /api/v1/outbox, admins only). Links that grant access (password
 * reset, invitation) are masked: `…/reset-password?token=••••`.
 */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  messageId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  status: outboxStatusSchema,
  /** Attempts recorded so far. */
  attempts: z.number().int(),
  /** The last failed attempt's error; cleared once delivered. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a retrying message is tried again. */
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = pagingQuerySchema.extend({
  status: outboxStatusSchema.optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
export const outboxPageSchema = pageOf(outboxMessageSchema);

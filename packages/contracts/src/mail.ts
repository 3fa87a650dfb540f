import { z } from 'zod';
import { pageOf, pagingQuerySchema } from './common.ts';

/** A message in the outbox (GET /api/v1/outbox, admins only). */
export const outboxMessageSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = pagingQuerySchema;
export const outboxPageSchema = pageOf(outboxMessageSchema);

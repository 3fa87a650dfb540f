import { z } from 'zod';
import { applicationStatusInputSchema, applicationStatusSchema } from './applications.ts';
import { errorCodes } from './error-codes.ts';

/** The most applications one bulk request changes (issue 20 point 5). */
export const APPLICATION_BULK_MAX = 500;
/** The most tags one bulk request adds or removes. */
export const APPLICATION_BULK_TAGS_MAX = 20;

/** The applications a bulk change is for; an id given twice is changed once. */
const bulkIdsSchema = z
  .array(z.uuid())
  .min(1, 'Choose at least one application')
  .max(APPLICATION_BULK_MAX, `Choose at most ${APPLICATION_BULK_MAX} applications at a time`)
  .transform((ids) => [...new Set(ids)]);

const bulkTagIdsSchema = z
  .array(z.uuid())
  .max(APPLICATION_BULK_TAGS_MAX, `At most ${APPLICATION_BULK_TAGS_MAX} tags at a time`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** Every application moved to one status, with what a single move carries (not its undo). */
export const applicationBulkMoveSchema = applicationStatusInputSchema
  .omit({ undoable: true })
  .extend({ action: z.literal('move'), ids: bulkIdsSchema });

/** Tags put on and taken off every application. */
export const applicationBulkTagSchema = z
  .object({
    action: z.literal('tag'),
    ids: bulkIdsSchema,
    add: bulkTagIdsSchema,
    remove: bulkTagIdsSchema,
  })
  .refine((v) => v.add.length + v.remove.length > 0, {
    message: 'Choose a tag to add or remove',
    path: ['add'],
  })
  .refine((v) => !v.add.some((id) => v.remove.includes(id)), {
    message: 'A tag cannot be both added and removed',
    path: ['remove'],
  });

export const applicationBulkInputSchema = z.discriminatedUnion('action', [
  applicationBulkMoveSchema,
  applicationBulkTagSchema,
]);
export type ApplicationBulkInput = z.input<typeof applicationBulkInputSchema>;
export type ApplicationBulkMove = z.infer<typeof applicationBulkMoveSchema>;
export type ApplicationBulkTag = z.infer<typeof applicationBulkTagSchema>;

/** Why one item was not changed: the answer a single request for it would have given. */
export const applicationBulkErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  /** The HTTP status a single request would have answered (404, 409…). */
  status: z.number().int(),
  field: z.string().optional(),
});

/** One item's outcome: `status` is the application's status after the change. */
export const applicationBulkItemSchema = z.object({
  id: z.uuid(),
  ok: z.boolean(),
  status: applicationStatusSchema.optional(),
  error: applicationBulkErrorSchema.optional(),
});
export type ApplicationBulkItem = z.infer<typeof applicationBulkItemSchema>;

/** The answer: one item per distinct id, in the order asked. */
export const applicationBulkResultSchema = z.object({
  data: z.array(applicationBulkItemSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type ApplicationBulkResult = z.infer<typeof applicationBulkResultSchema>;

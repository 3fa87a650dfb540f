import { z } from 'zod';

/**
 * Internal reasons (issue 20): a list staff manage, chosen when an application is rejected or put
 * on hold, reported by reason on the dashboard. Staff only: never shown in the portal nor to an
 * employer contact (the candidate reads the move's own message instead).
 */
export const reasonKinds = ['rejected', 'on_hold'] as const;
export type ReasonKind = (typeof reasonKinds)[number];
export const reasonKindSchema = z.enum(reasonKinds);

/** Active reasons are offered; a retired one stays on the moves that used it and in the figures. */
export const reasonStatuses = ['active', 'retired'] as const;
export type ReasonStatus = (typeof reasonStatuses)[number];

export const REASON_NAME_MAX = 80;

export const reasonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kinds: z.array(reasonKindSchema),
  status: z.enum(reasonStatuses),
  /** How many moves chose it: a used reason is retired, never deleted. */
  uses: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reason = z.infer<typeof reasonSchema>;

export const reasonListSchema = z.object({ data: z.array(reasonSchema) });
export type ReasonList = z.infer<typeof reasonListSchema>;

export const listReasonsQuerySchema = z.object({
  /** Only the reasons that apply to this kind of move. */
  kind: reasonKindSchema.optional(),
  /** Only active ones (what a move may choose), or every one (the managing screen). */
  status: z.enum(reasonStatuses).optional(),
});

const reasonName = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(REASON_NAME_MAX, `Name must be at most ${REASON_NAME_MAX} characters`);
const reasonKindList = z
  .array(reasonKindSchema)
  .min(1, 'Choose at least one kind of move')
  .max(reasonKinds.length)
  .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each kind once');

export const createReasonInputSchema = z.object({ name: reasonName, kinds: reasonKindList });
export type CreateReasonInput = z.infer<typeof createReasonInputSchema>;

/** Rename, change its kinds, retire (status `retired`) or bring back (`active`). */
export const updateReasonInputSchema = z
  .object({
    name: reasonName.optional(),
    kinds: reasonKindList.optional(),
    status: z.enum(reasonStatuses).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Change at least one field');
export type UpdateReasonInput = z.infer<typeof updateReasonInputSchema>;

export const reasonMessages = {
  nameTaken: 'A reason with this name already exists',
  inUse: 'This reason has been used: retire it instead of deleting it',
  retired: 'This reason is retired: choose an active one',
  wrongKind: 'This reason does not apply to this move',
} as const;

/** The internal reason a move carried, as staff read it in the history. */
export const eventReasonSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * "Rejections by reason" and "on hold by reason" on the careers dashboard: the applications in that
 * state now, by the internal reason of the move that put them there (`reasonId` null: none given,
 * such as rejections made before reasons were recorded).
 */
export const reasonStatsSchema = z.object({
  rows: z.array(
    z.object({
      status: reasonKindSchema,
      reasonId: z.uuid().nullable(),
      name: z.string().nullable(),
      retired: z.boolean(),
      count: z.number().int(),
    }),
  ),
});
export type ReasonStats = z.infer<typeof reasonStatsSchema>;

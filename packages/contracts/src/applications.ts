import { z } from 'zod';
import { pageOf, pagingQuerySchema } from './common.ts';
import { applicationStatuses } from './status-machines.ts';
import { shortlistFeedbackSchema } from './organisations.ts';
import { tagFilterSchema } from './reviewing.ts';
import { documentKindSchema } from './vacancies.ts';
import { eventReasonSchema } from './reasons.ts';
import {
  screeningAnswerSchema,
  screeningAnswersInputSchema,
  screeningAnswerValueSchema,
} from './screening.ts';

export const applicationStatusSchema = z.enum(applicationStatuses);

export const createApplicationInputSchema = z.object({
  coverNote: z.string().trim().max(5000, 'Cover note must be at most 5000 characters').optional(),
  documentIds: z.array(z.uuid()).max(10, 'Attach at most 10 documents').default([]),
  /** The version of the sharing notice the apply dialog showed (SHARING_NOTICE_VERSION). */
  noticeVersion: z.string().trim().max(20).optional(),
  /** Answers to the vacancy's screening questions, by question id. */
  answers: screeningAnswersInputSchema.optional(),
});
export type CreateApplicationInput = z.input<typeof createApplicationInputSchema>;

/**
 * What a candidate's profile must hold before their first application (the server refuses an
 * application without them, naming the first one missing).
 */
export const profileFieldsForApplying = ['level', 'graduationYear', 'programme'] as const;
export type ProfileFieldForApplying = (typeof profileFieldsForApplying)[number];

/**
 * The cover note a candidate is writing for one vacancy, kept on the server (never in the
 * browser: students share library computers) until the application is sent.
 */
export const applicationDraftSchema = z.object({
  vacancyId: z.uuid(),
  coverNote: z.string(),
  /** The screening answers written so far, by question id. */
  answers: z.record(z.string(), screeningAnswerValueSchema),
  /** null: nothing saved yet. */
  updatedAt: z.string().nullable(),
});
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

/** Saving the draft as the candidate types; an empty note removes the draft. */
export const saveApplicationDraftInputSchema = z.object({
  coverNote: z.string().max(5000, 'Cover note must be at most 5000 characters'),
  /** The screening answers written so far (absent: kept as saved). */
  answers: screeningAnswersInputSchema.optional(),
});
export type SaveApplicationDraftInput = z.infer<typeof saveApplicationDraftInputSchema>;

export const applicationSchema = z.object({
  id: z.uuid(),
  vacancyId: z.uuid(),
  candidateId: z.uuid(),
  status: applicationStatusSchema,
  coverNote: z.string().nullable(),
  documentIds: z.array(z.uuid()),
  submittedAt: z.string(),
  updatedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Denormalised for lists. */
  vacancyTitle: z.string(),
  employerName: z.string(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  /** The sharing notice the candidate saw when applying: only then may staff share it. */
  noticeVersion: z.string().nullable().optional(),
  /** One application's read (not lists): the vacancy's questions with this application's answers. */
  screeningAnswers: z.array(screeningAnswerSchema).optional(),
  /** The moves the caller may make now. */
  allowedNext: z.array(applicationStatusSchema),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationSortColumns = [
  'submittedAt',
  'updatedAt',
  'status',
  'candidateName',
  'vacancyTitle',
] as const;

export const listApplicationsQuerySchema = pagingQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: applicationStatusSchema.optional(),
  vacancyId: z.uuid().optional(),
  candidateId: z.uuid().optional(),
  /** Staff's tags (ids): only applications carrying every one. */
  tag: tagFilterSchema,
  /** Staff: the applications whose rejection or hold carried this internal reason. */
  reason: z.uuid().optional(),
  /** One UTC day (YYYY-MM-DD): the applications submitted that day (the dashboard's per-day chart). */
  submittedOn: z.iso
    .date('submittedOn must be a date (YYYY-MM-DD)')
    .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'submittedOn is out of range')
    .optional(),
  sortColumn: z.enum(applicationSortColumns).default('submittedAt'),
});
export const applicationPageSchema = pageOf(applicationSchema);

const MOVE_TEXT_MAX = 2000;

/**
 * A move. `reasonId` is the internal reason (staff only; required to reject, optional for on
 * hold), `message` what the candidate reads (portal, bell, email), `note` a staff-only note any
 * move may carry. `reason` is the older name of `message`, still accepted.
 */
export const applicationStatusInputSchema = z.object({
  status: applicationStatusSchema,
  reasonId: z.uuid().optional(),
  message: z
    .string()
    .trim()
    .max(MOVE_TEXT_MAX, `Message must be at most ${MOVE_TEXT_MAX} characters`)
    .optional(),
  note: z
    .string()
    .trim()
    .max(MOVE_TEXT_MAX, `Note must be at most ${MOVE_TEXT_MAX} characters`)
    .optional(),
  /** @deprecated the same as `message`. */
  reason: z
    .string()
    .trim()
    .max(MOVE_TEXT_MAX, `Reason must be at most ${MOVE_TEXT_MAX} characters`)
    .optional(),
  /** Staff only: false sends the candidate no email for this move (it wins over the defaults). */
  notify: z.boolean().optional(),
  /**
   * A one-click move (see `isOneClickApplicationMove`): its email waits `APPLICATION_UNDO_MS`
   * in the job worker and the answer carries the undo.
   */
  undoable: z.boolean().optional(),
});
export type ApplicationStatusInput = z.infer<typeof applicationStatusInputSchema>;

/** How to undo a one-click move, until when. */
export const applicationMoveUndoSchema = z.object({
  eventId: z.uuid(),
  until: z.string(),
});
export type ApplicationMoveUndo = z.infer<typeof applicationMoveUndoSchema>;

/** The answer to a move: the application, and for an undoable move how to undo it. */
export const movedApplicationSchema = applicationSchema.extend({
  undo: applicationMoveUndoSchema.optional(),
});
export type MovedApplication = z.infer<typeof movedApplicationSchema>;

/** Undoing a one-click move: the move (the event it wrote). */
export const applicationUndoInputSchema = z.object({ eventId: z.uuid() });
export type ApplicationUndoInput = z.infer<typeof applicationUndoInputSchema>;

export const applicationEventSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  from: applicationStatusSchema.nullable(),
  to: applicationStatusSchema,
  actorRole: z.enum(['admin', 'candidate', 'employer', 'system']),
  actorName: z.string().nullable(),
  /** What the candidate reads about the move (or an employer's comment, with `feedback`). */
  reason: z.string().nullable(),
  /** Staff only (absent elsewhere): the internal reason the move carried. */
  internalReason: eventReasonSchema.nullable().optional(),
  /** Staff only (absent elsewhere): the move's internal note. */
  note: z.string().nullable().optional(),
  /** An employer's answer on the shared application (the status did not change; `reason` is their comment). */
  feedback: shortlistFeedbackSchema.nullable().optional(),
  createdAt: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const documentSchema = z.object({
  id: z.uuid(),
  candidateId: z.uuid(),
  kind: documentKindSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  /** Removed from the candidate's library; kept for the applications it is attached to. */
  deletedAt: z.string().nullable(),
  candidateName: z.string().optional(),
});
export type CareerDocument = z.infer<typeof documentSchema>;

export const listDocumentsQuerySchema = pagingQuerySchema.extend({
  candidateId: z.uuid().optional(),
  kind: documentKindSchema.optional(),
  q: z.string().trim().max(100).optional(),
  sortColumn: z.enum(['createdAt', 'fileName', 'size', 'kind']).default('createdAt'),
});
export const documentPageSchema = pageOf(documentSchema);

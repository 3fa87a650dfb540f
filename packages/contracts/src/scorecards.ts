import { z } from 'zod';
import {
  ADVISER_NOTES_MAX,
  CRITERION_MAX,
  recommendations,
  SCORECARD_COMMENTS_MAX,
  SCORECARD_CRITERIA_MAX,
  scorecardAuthorRoles,
} from './scorecard-values.ts';

/*
 * After an interview (issue 21) each interviewer fills a scorecard: a score of 1–5 for each of the
 * vacancy's criteria, a recommendation and comments. Staff, and employer contacts of the vacancy's
 * organisation, read an application's scorecards and write their own; staff see them on the
 * application beside the quick ratings. After an adviser appointment, the adviser's notes: staff
 * read them, no candidate or employer contact can.
 */
export const scorecardCriteriaSchema = z.object({
  criteria: z
    .array(
      z
        .string('Each criterion must be text')
        .trim()
        .min(1, 'Name each criterion')
        .max(CRITERION_MAX, `A criterion must be at most ${CRITERION_MAX} characters`),
      'Criteria must be a list',
    )
    .min(1, 'Give at least one criterion')
    .max(SCORECARD_CRITERIA_MAX, `Give at most ${SCORECARD_CRITERIA_MAX} criteria`)
    .refine((list) => new Set(list).size === list.length, 'Each criterion must be different'),
});
export type ScorecardCriteria = z.infer<typeof scorecardCriteriaSchema>;

export const scorecardInputSchema = z.object({
  scores: z.record(
    z.string().max(CRITERION_MAX),
    z
      .number('Each score must be a number from 1 to 5')
      .int('Each score must be a whole number from 1 to 5')
      .min(1, 'Each score must be from 1 to 5')
      .max(5, 'Each score must be from 1 to 5'),
    'Score each criterion',
  ),
  recommendation: z.enum(recommendations, 'Choose a recommendation'),
  comments: z
    .string('Comments must be text')
    .trim()
    .max(SCORECARD_COMMENTS_MAX, `Comments must be at most ${SCORECARD_COMMENTS_MAX} characters`)
    .default(''),
});
export type ScorecardInput = z.input<typeof scorecardInputSchema>;

export const scorecardSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  authorId: z.uuid(),
  authorName: z.string(),
  authorRole: z.enum(scorecardAuthorRoles),
  scores: z.record(z.string(), z.number().int()),
  recommendation: z.enum(recommendations),
  comments: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** An application's scorecards, with the criteria its vacancy rates. */
export const scorecardListSchema = z.object({
  criteria: z.array(z.string()),
  data: z.array(scorecardSchema),
});
export type ScorecardList = z.infer<typeof scorecardListSchema>;

export const adviserNotesInputSchema = z.object({
  notes: z
    .string('Notes must be text')
    .trim()
    .max(ADVISER_NOTES_MAX, `Notes must be at most ${ADVISER_NOTES_MAX} characters`),
});
export type AdviserNotesInput = z.input<typeof adviserNotesInputSchema>;

export const adviserNotesSchema = z.object({
  bookingId: z.uuid(),
  notes: z.string().nullable(),
  writtenBy: z.string().nullable(),
  writtenAt: z.string().nullable(),
});
export type AdviserNotes = z.infer<typeof adviserNotesSchema>;

export const scorecardMessages = {
  criteriaMismatch: "Score each of the vacancy's criteria, and only those",
  notStarted: 'A no-show is recorded once the slot has started',
} as const;

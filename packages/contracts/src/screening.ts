import { z } from 'zod';
import { webLinkSchema } from './links.ts';

/*
 * Screening questions (issue 20): a vacancy's own questions, answered in the apply dialog and kept
 * with the application; or, instead of applying here, a link to apply on the employer's site.
 */

export const screeningQuestionKinds = [
  'short_text',
  'long_text',
  'yes_no',
  'single_choice',
] as const;
export type ScreeningQuestionKind = (typeof screeningQuestionKinds)[number];

export const SCREENING_LIMITS = {
  questions: 20,
  label: 300,
  helpText: 500,
  options: 20,
  option: 120,
  shortText: 300,
  longText: 5000,
} as const;

export const screeningMessages = {
  tooManyQuestions: `A vacancy asks at most ${SCREENING_LIMITS.questions} questions`,
  twoOptions: 'A single-choice question needs at least two different options',
  sameOption: 'Each option must be different',
  duplicateId: 'A question appears twice',
  unknownQuestion: 'This vacancy does not ask this question',
  answerNeeded: 'This question needs an answer',
  answerYesNo: 'Answer yes or no',
  answerChoice: 'Choose one of the options',
  answerText: 'Write the answer as text',
  answerTooLong: (max: number) => `An answer is at most ${max} characters`,
  externalApply: "This vacancy takes applications on the employer's site",
  noExternalLink: "This vacancy has no link to the employer's site",
  answeredRemoved: 'A question that has answers cannot be removed',
  answeredKind: 'The kind of a question that has answers cannot change',
  answeredOption: (option: string) =>
    `The option "${option.slice(0, 60)}" has been chosen in answers and cannot be removed`,
} as const;

const text = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .min(min, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** One question as staff write it: an `id` keeps (edits) an existing question, none adds one. */
export const screeningQuestionInputSchema = z
  .object({
    id: z.uuid('Unknown question').optional(),
    kind: z.enum(screeningQuestionKinds),
    label: text(1, SCREENING_LIMITS.label, 'Question'),
    helpText: z
      .string()
      .trim()
      .max(
        SCREENING_LIMITS.helpText,
        `Help text must be at most ${SCREENING_LIMITS.helpText} characters`,
      )
      .optional(),
    options: z
      .array(text(1, SCREENING_LIMITS.option, 'Option'))
      .max(SCREENING_LIMITS.options, `At most ${SCREENING_LIMITS.options} options`)
      .optional(),
    required: z.boolean().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.kind !== 'single_choice') return;
    const options = q.options ?? [];
    const seen = new Set<string>();
    options.forEach((option, index) => {
      const key = option.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: screeningMessages.sameOption,
          path: ['options', index],
        });
      }
      seen.add(key);
    });
    if (seen.size < 2) {
      ctx.addIssue({ code: 'custom', message: screeningMessages.twoOptions, path: ['options'] });
    }
  })
  // Options belong to single-choice questions only: switching the kind in the editor drops them.
  .transform((q) => ({
    ...(q.id ? { id: q.id } : {}),
    kind: q.kind,
    label: q.label,
    helpText: q.helpText ?? '',
    options: q.kind === 'single_choice' ? (q.options ?? []) : [],
    required: q.required ?? false,
  }));
export type ScreeningQuestionInput = z.input<typeof screeningQuestionInputSchema>;

export const screeningQuestionsInputSchema = z
  .array(screeningQuestionInputSchema)
  .max(SCREENING_LIMITS.questions, screeningMessages.tooManyQuestions)
  .superRefine((questions, ctx) => {
    const ids = new Set<string>();
    questions.forEach((q, index) => {
      if (!q.id) return;
      if (ids.has(q.id)) {
        ctx.addIssue({
          code: 'custom',
          message: screeningMessages.duplicateId,
          path: [index, 'id'],
        });
      }
      ids.add(q.id);
    });
  });

export const APPLY_LINK_HTTPS_MESSAGE = 'Apply link: only https:// addresses are allowed';

/** The employer's own page to apply on: https only ('' or null: none). */
export const externalApplyUrlSchema = z
  .union([z.null(), z.literal(''), webLinkSchema('Apply link')])
  .transform((v) => v || null)
  .refine((v) => v === null || v.startsWith('https://'), { message: APPLY_LINK_HTTPS_MESSAGE });

export const screeningQuestionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(screeningQuestionKinds),
  label: z.string(),
  helpText: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** An answer: text for the text kinds and single choice (one of the options), a boolean for yes/no. */
export const screeningAnswerValueSchema = z.union([
  z
    .string()
    .max(SCREENING_LIMITS.longText, screeningMessages.answerTooLong(SCREENING_LIMITS.longText)),
  z.boolean(),
]);
export type ScreeningAnswerValue = z.infer<typeof screeningAnswerValueSchema>;

/** The apply request's answers, by question id (checked against the vacancy's questions on the server). */
export const screeningAnswersInputSchema = z
  .record(z.string().max(40), screeningAnswerValueSchema)
  .refine((a) => Object.keys(a).length <= SCREENING_LIMITS.questions, {
    message: screeningMessages.tooManyQuestions,
  });
export type ScreeningAnswersInput = z.infer<typeof screeningAnswersInputSchema>;

/** A question with the application's answer (null: not answered), as staff and employers read it. */
export const screeningAnswerSchema = z.object({
  questionId: z.uuid(),
  kind: z.enum(screeningQuestionKinds),
  label: z.string(),
  value: screeningAnswerValueSchema.nullable(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

export interface ScreeningProblem {
  /** `answers.<questionId>`. */
  field: string;
  questionId: string;
  message: string;
}

function problemOf(q: ScreeningQuestion, value: ScreeningAnswerValue | undefined): string | null {
  const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
  if (empty) return q.required ? screeningMessages.answerNeeded : null;
  if (q.kind === 'yes_no') return typeof value === 'boolean' ? null : screeningMessages.answerYesNo;
  if (typeof value !== 'string') return screeningMessages.answerText;
  if (q.kind === 'single_choice') {
    return q.options.includes(value) ? null : screeningMessages.answerChoice;
  }
  const max = q.kind === 'short_text' ? SCREENING_LIMITS.shortText : SCREENING_LIMITS.longText;
  return value.trim().length > max ? screeningMessages.answerTooLong(max) : null;
}

/**
 * Checks answers against a vacancy's questions (the dialog and the server, the same rules): every
 * required question answered, each value of its question's kind, a choice among the options, no
 * question the vacancy does not ask. Answers the stored values (text trimmed, blanks dropped).
 */
export function checkScreeningAnswers(
  questions: readonly ScreeningQuestion[],
  answers: Readonly<Record<string, ScreeningAnswerValue>>,
):
  | { ok: true; values: { questionId: string; value: ScreeningAnswerValue }[] }
  | { ok: false; problems: ScreeningProblem[] } {
  const problems: ScreeningProblem[] = [];
  const asked = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers)) {
    if (!asked.has(id)) {
      problems.push({
        field: `answers.${id}`,
        questionId: id,
        message: screeningMessages.unknownQuestion,
      });
    }
  }
  const values: { questionId: string; value: ScreeningAnswerValue }[] = [];
  for (const q of questions) {
    const value = answers[q.id];
    const message = problemOf(q, value);
    if (message) problems.push({ field: `answers.${q.id}`, questionId: q.id, message });
    else if (typeof value === 'boolean') values.push({ questionId: q.id, value });
    else if (value !== undefined && value.trim() !== '')
      values.push({ questionId: q.id, value: value.trim() });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** What an apply-click answers: where to send the candidate. */
export const applyClickSchema = z.object({
  url: z.string(),
  /** Whether this click was counted (one per candidate, vacancy and UTC day). */
  counted: z.boolean(),
});
export type ApplyClick = z.infer<typeof applyClickSchema>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ScreeningAnswerValue, ScreeningQuestionKind } from '@careers/contracts';
import { applications, vacancies } from './careers.ts';
import { timestamptz } from './columns.ts';

/**
 * A vacancy's screening questions (issue 20), in `position` order. A question with answers is
 * never deleted (the answers' foreign key restricts it; the service refuses first).
 */
export const vacancyQuestions = pgTable(
  'vacancy_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<ScreeningQuestionKind>().notNull(),
    label: text('label').notNull(),
    helpText: text('help_text').notNull().default(''),
    options: text('options')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    required: boolean('required').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  // A vacancy's questions in order (the vacancy's read, the apply check, the export's columns).
  (t) => [index('vacancy_questions_vacancy_idx').on(t.vacancyId, t.position)],
);

/** An application's answer to one screening question, written with the application. */
export const applicationAnswers = pgTable(
  'application_answers',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => vacancyQuestions.id),
    value: jsonb('value').$type<ScreeningAnswerValue>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.questionId] }),
    // "Has this question answers?" (editing the vacancy) without a scan.
    index('application_answers_question_idx').on(t.questionId),
  ],
);

/**
 * Who followed a vacancy's "apply on the employer's site" link, one row per candidate and UTC day:
 * the vacancy's apply_click_count grows only when a row is new, so reloading does not inflate it.
 */
export const vacancyApplyClicks = pgTable(
  'vacancy_apply_clicks',
  {
    vacancyId: uuid('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    day: date('day').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vacancyId, t.candidateId, t.day] })],
);

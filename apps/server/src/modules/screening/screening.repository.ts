import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ScreeningAnswerValue } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import {
  applicationAnswers,
  vacancies,
  vacancyApplyClicks,
  vacancyQuestions,
} from '../../db/tables.ts';

export type QuestionRow = typeof vacancyQuestions.$inferSelect;
export type NewQuestionRow = typeof vacancyQuestions.$inferInsert;

/** The questions of these vacancies, each vacancy's in order. */
export async function listQuestions(db: Db, vacancyIds: string[]): Promise<QuestionRow[]> {
  if (vacancyIds.length === 0) return [];
  return db
    .select()
    .from(vacancyQuestions)
    .where(inArray(vacancyQuestions.vacancyId, [...new Set(vacancyIds)]))
    .orderBy(asc(vacancyQuestions.vacancyId), asc(vacancyQuestions.position));
}

/** Which of these questions have at least one answer. */
export async function answeredQuestionIds(db: Db, questionIds: string[]): Promise<Set<string>> {
  if (questionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: applicationAnswers.questionId })
    .from(applicationAnswers)
    .where(inArray(applicationAnswers.questionId, questionIds));
  return new Set(rows.map((r) => r.id));
}

/** The options answers have chosen for a single-choice question. */
export async function chosenOptions(db: Db, questionId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: sql<string>`${applicationAnswers.value} #>> '{}'` })
    .from(applicationAnswers)
    .where(eq(applicationAnswers.questionId, questionId));
  return rows.map((r) => r.value);
}

export async function deleteQuestionsExcept(
  db: Db,
  vacancyId: string,
  keep: string[],
): Promise<void> {
  const where = eq(vacancyQuestions.vacancyId, vacancyId);
  await db
    .delete(vacancyQuestions)
    .where(keep.length > 0 ? and(where, notInArray(vacancyQuestions.id, keep)) : where);
}

export async function insertQuestion(db: Db, values: NewQuestionRow): Promise<void> {
  await db.insert(vacancyQuestions).values(values);
}

export async function updateQuestion(
  db: Db,
  id: string,
  patch: Partial<NewQuestionRow>,
): Promise<void> {
  await db.update(vacancyQuestions).set(patch).where(eq(vacancyQuestions.id, id));
}

export async function insertAnswers(
  db: Db,
  applicationId: string,
  values: { questionId: string; value: ScreeningAnswerValue }[],
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(applicationAnswers)
    .values(values.map((v) => ({ applicationId, questionId: v.questionId, value: v.value })));
}

/** The answers of these applications (batched: exports ask for thousands). */
export async function listAnswers(db: Db, applicationIds: string[]) {
  const out: (typeof applicationAnswers.$inferSelect)[] = [];
  for (let i = 0; i < applicationIds.length; i += 5_000) {
    const chunk = applicationIds.slice(i, i + 5_000);
    out.push(
      ...(await db
        .select()
        .from(applicationAnswers)
        .where(inArray(applicationAnswers.applicationId, chunk))),
    );
  }
  return out;
}

/**
 * Records a candidate's click on the employer's link: counted (the vacancy's counter grows) only
 * for the first click of that candidate on that UTC day.
 */
export async function recordApplyClick(
  db: Db,
  vacancyId: string,
  candidateId: string,
  day: string,
): Promise<boolean> {
  const inserted = await db
    .insert(vacancyApplyClicks)
    .values({ vacancyId, candidateId, day })
    .onConflictDoNothing()
    .returning({ vacancyId: vacancyApplyClicks.vacancyId });
  if (inserted.length === 0) return false;
  await db
    .update(vacancies)
    .set({ applyClickCount: sql`${vacancies.applyClickCount} + 1` })
    .where(eq(vacancies.id, vacancyId));
  return true;
}

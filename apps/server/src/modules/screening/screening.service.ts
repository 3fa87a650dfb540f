import {
  checkScreeningAnswers,
  screeningMessages,
  screeningQuestionsInputSchema,
  type ApplyClick,
  type ScreeningAnswer,
  type ScreeningAnswersInput,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
  type Vacancy,
  screeningQuestionSchema,
} from '@careers/contracts';
import { fromRow } from '../../lib/rows.ts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { toVacancy } from '../vacancies/vacancies.mapper.ts';
import type { VacancyRow } from '../vacancies/vacancies.repository.ts';
import {
  answeredQuestionIds,
  chosenOptions,
  deleteQuestionsExcept,
  insertAnswers,
  insertQuestion,
  listAnswers,
  listQuestions,
  recordApplyClick,
  updateQuestion,
  type QuestionRow,
} from './screening.repository.ts';

function toQuestion(row: QuestionRow): ScreeningQuestion {
  return fromRow(screeningQuestionSchema, row, []);
}

/** The questions of these vacancies, by vacancy id (in order). */
export async function questionsByVacancy(
  db: Db,
  vacancyIds: string[],
): Promise<Map<string, ScreeningQuestion[]>> {
  const map = new Map<string, ScreeningQuestion[]>();
  for (const row of await listQuestions(db, vacancyIds)) {
    const list = map.get(row.vacancyId) ?? [];
    list.push(toQuestion(row));
    map.set(row.vacancyId, list);
  }
  return map;
}

export async function questionsOf(db: Db, vacancyId: string): Promise<ScreeningQuestion[]> {
  return (await questionsByVacancy(db, [vacancyId])).get(vacancyId) ?? [];
}

/**
 * A vacancy as the API answers it, with its questions. The link's click count is for staff and
 * the organisation's contacts; candidates do not see it.
 */
export async function vacancyOut(db: Db, row: VacancyRow, viewer?: Viewer): Promise<Vacancy> {
  return forViewer(toVacancy(row, await questionsOf(db, row.id)), viewer);
}

/** A page of vacancies with their questions (one query for the page). */
export async function vacanciesOut(db: Db, rows: VacancyRow[], viewer: Viewer): Promise<Vacancy[]> {
  const questions = await questionsByVacancy(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => forViewer(toVacancy(r, questions.get(r.id) ?? []), viewer));
}

function forViewer(vacancy: Vacancy, viewer?: Viewer): Vacancy {
  if (viewer?.role !== 'candidate') return vacancy;
  const { applyClickCount: _count, ...rest } = vacancy;
  return rest;
}

/**
 * Saves a vacancy's questions as the whole ordered list (undefined: unchanged). Answers must keep
 * their meaning, so once a question has answers it may be reworded, moved, made (not) required or
 * given more options, but it is never removed, never changes kind, and keeps every option an
 * answer chose (409 naming the question). Questions without answers change freely.
 */
export async function saveQuestions(
  tx: Db,
  vacancyId: string,
  raw: readonly ScreeningQuestionInput[] | undefined,
): Promise<void> {
  if (raw === undefined) return;
  const input = screeningQuestionsInputSchema.parse(raw);
  const existing = await listQuestions(tx, [vacancyId]);
  const byId = new Map(existing.map((q) => [q.id, q]));
  input.forEach((q, index) => {
    if (q.id && !byId.has(q.id)) throw badRequest('Unknown question', `questions.${index}.id`);
  });
  const kept = new Set(input.flatMap((q) => (q.id ? [q.id] : [])));
  const answered = await answeredQuestionIds(
    tx,
    existing.map((q) => q.id),
  );
  if (existing.some((q) => answered.has(q.id) && !kept.has(q.id))) {
    throw conflict(screeningMessages.answeredRemoved, 'questions');
  }
  for (const [index, q] of input.entries()) {
    const before = q.id ? byId.get(q.id) : undefined;
    if (!before || !answered.has(before.id)) continue;
    if (before.kind !== q.kind) {
      throw conflict(screeningMessages.answeredKind, `questions.${index}.kind`);
    }
    if (q.kind === 'single_choice') {
      const lost = (await chosenOptions(tx, before.id)).find((o) => !q.options.includes(o));
      if (lost !== undefined) {
        throw conflict(screeningMessages.answeredOption(lost), `questions.${index}.options`);
      }
    }
  }
  await deleteQuestionsExcept(tx, vacancyId, [...kept]);
  const at = now();
  for (const [position, q] of input.entries()) {
    const values = {
      position,
      kind: q.kind,
      label: q.label,
      helpText: q.helpText,
      options: q.options,
      required: q.required,
      updatedAt: at,
    };
    if (q.id) await updateQuestion(tx, q.id, values);
    else await insertQuestion(tx, { ...values, vacancyId, createdAt: at });
  }
}

/**
 * Checks the answers against the vacancy's questions (400 naming `answers.<questionId>`) and
 * stores them with the application, in the caller's transaction.
 */
export async function saveAnswers(
  tx: Db,
  vacancyId: string,
  applicationId: string,
  answers: ScreeningAnswersInput | undefined,
): Promise<void> {
  const questions = await questionsOf(tx, vacancyId);
  if (questions.length === 0 && !answers) return;
  const checked = checkScreeningAnswers(questions, answers ?? {});
  if (!checked.ok) {
    const first = checked.problems[0];
    throw badRequest(first?.message ?? screeningMessages.answerNeeded, first?.field);
  }
  await insertAnswers(tx, applicationId, checked.values);
}

/** Each of these applications' questions with its answer (null: not answered), by application. */
export async function answersByApplication(
  db: Db,
  applications: readonly { id: string; vacancyId: string }[],
): Promise<Map<string, ScreeningAnswer[]>> {
  const questions = await questionsByVacancy(
    db,
    applications.map((a) => a.vacancyId),
  );
  const answers = await listAnswers(
    db,
    applications.map((a) => a.id),
  );
  const byKey = new Map(answers.map((a) => [`${a.applicationId}:${a.questionId}`, a.value]));
  const out = new Map<string, ScreeningAnswer[]>();
  for (const a of applications) {
    out.set(
      a.id,
      (questions.get(a.vacancyId) ?? []).map((q) => ({
        questionId: q.id,
        kind: q.kind,
        label: q.label,
        value: byKey.get(`${a.id}:${q.id}`) ?? null,
      })),
    );
  }
  return out;
}

export async function answersOf(
  db: Db,
  application: { id: string; vacancyId: string },
): Promise<ScreeningAnswer[]> {
  return (await answersByApplication(db, [application])).get(application.id) ?? [];
}

/** 409 when the vacancy takes applications on the employer's site rather than the portal. */
export function assertAppliesHere(vacancy: Pick<VacancyRow, 'externalApplyUrl'>): void {
  if (vacancy.externalApplyUrl) throw conflict(screeningMessages.externalApply, 'vacancyId');
}

/**
 * A click on "Apply on the employer's site": answers the link. A candidate's click counts once a
 * UTC day (reloading or clicking twice does not inflate the figure); staff and the organisation's
 * contacts trying the link are not counted.
 */
export async function applyClick(
  db: Db,
  viewer: Viewer,
  vacancy: VacancyRow | undefined,
): Promise<ApplyClick> {
  if (!vacancy || vacancy.status === 'draft') throw notFound('Vacancy not found');
  if (!vacancy.externalApplyUrl)
    throw conflict(screeningMessages.noExternalLink, 'externalApplyUrl');
  const counted =
    viewer.role === 'candidate'
      ? await recordApplyClick(db, vacancy.id, viewer.id, now().toISOString().slice(0, 10))
      : false;
  return { url: vacancy.externalApplyUrl, counted };
}

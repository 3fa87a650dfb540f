import type { ApplicationDraft, SaveApplicationDraftInput } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
import { assertAppliesHere } from '../screening/screening.service.ts';
import {
  deleteDraft,
  findApplicationFor,
  findDraft,
  upsertDraft,
} from './applications.repository.ts';

/** The vacancy a candidate may keep a draft for: any they can see (drafts of staff are unknown). */
async function visibleVacancy(db: Db, vacancyId: string) {
  const vacancy = await findVacancy(db, vacancyId);
  if (!vacancy || vacancy.status === 'draft') throw notFound('Vacancy not found');
  return vacancy;
}

/** The candidate's unsent cover note and answers for a vacancy; empty ones when nothing is saved. */
export async function getDraft(
  db: Db,
  viewer: Viewer,
  vacancyId: string,
): Promise<ApplicationDraft> {
  await visibleVacancy(db, vacancyId);
  const row = await findDraft(db, viewer.id, vacancyId);
  return {
    vacancyId,
    coverNote: row?.coverNote ?? '',
    answers: row?.answers ?? {},
    updatedAt: iso(row?.updatedAt ?? null),
  };
}

/**
 * Saves the note (and the screening answers, when sent; else the saved ones stay) as the candidate
 * types. An empty note without answers removes the draft; a vacancy no longer taking applications
 * (or taking them on the employer's site), or one already applied for, takes no draft (409).
 * Answers are checked against the questions only when applying: a draft may be half done.
 */
export async function saveDraft(
  db: Db,
  viewer: Viewer,
  vacancyId: string,
  input: SaveApplicationDraftInput,
): Promise<ApplicationDraft> {
  const at = now();
  const { coverNote } = input;
  return withTransaction(db, async (tx) => {
    const vacancy = await visibleVacancy(tx, vacancyId);
    const answers = input.answers ?? (await findDraft(tx, viewer.id, vacancyId))?.answers ?? {};
    if (coverNote.trim() === '' && Object.keys(answers).length === 0) {
      await deleteDraft(tx, viewer.id, vacancyId);
      return { vacancyId, coverNote: '', answers: {}, updatedAt: null };
    }
    if (vacancy.status !== 'open' || vacancy.closesAt.getTime() <= at.getTime()) {
      throw conflict('This vacancy is not accepting applications', 'vacancyId');
    }
    assertAppliesHere(vacancy);
    if (await findApplicationFor(tx, vacancyId, viewer.id)) {
      throw conflict('You have already applied for this vacancy', 'vacancyId');
    }
    const row = await upsertDraft(tx, {
      candidateId: viewer.id,
      vacancyId,
      coverNote,
      answers,
      updatedAt: at,
    });
    return {
      vacancyId,
      coverNote: row.coverNote,
      answers: row.answers,
      updatedAt: isoRequired(row.updatedAt),
    };
  });
}

import type { ApplicationDraft } from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, isoRequired } from '../../lib/sql.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { findVacancy } from '../vacancies/vacancies.repository.ts';
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

/** The candidate's unsent cover note for a vacancy; an empty one when nothing is saved. */
export async function getDraft(
  db: Db,
  viewer: Viewer,
  vacancyId: string,
): Promise<ApplicationDraft> {
  await visibleVacancy(db, vacancyId);
  const row = await findDraft(db, viewer.id, vacancyId);
  return { vacancyId, coverNote: row?.coverNote ?? '', updatedAt: iso(row?.updatedAt ?? null) };
}

/**
 * Saves the note as the candidate types. An empty note removes the draft; a vacancy no longer
 * taking applications, or one already applied for, takes no draft (409).
 */
export async function saveDraft(
  db: Db,
  viewer: Viewer,
  vacancyId: string,
  coverNote: string,
): Promise<ApplicationDraft> {
  const at = now();
  return withTransaction(db, async (tx) => {
    const vacancy = await visibleVacancy(tx, vacancyId);
    if (coverNote.trim() === '') {
      await deleteDraft(tx, viewer.id, vacancyId);
      return { vacancyId, coverNote: '', updatedAt: null };
    }
    if (vacancy.status !== 'open' || vacancy.closesAt.getTime() <= at.getTime()) {
      throw conflict('This vacancy is not accepting applications', 'vacancyId');
    }
    if (await findApplicationFor(tx, vacancyId, viewer.id)) {
      throw conflict('You have already applied for this vacancy', 'vacancyId');
    }
    const row = await upsertDraft(tx, {
      candidateId: viewer.id,
      vacancyId,
      coverNote,
      updatedAt: at,
    });
    return { vacancyId, coverNote: row.coverNote, updatedAt: isoRequired(row.updatedAt) };
  });
}

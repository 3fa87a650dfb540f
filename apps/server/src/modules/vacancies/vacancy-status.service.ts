import {
  canMoveVacancy,
  nextVacancyStatuses,
  type Vacancy,
  type VacancyStatus,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { auditChange } from '../audit/audit.repository.ts';
import type { NotifyDeps } from '../notifications/notifications.service.ts';
import { vacancyOut } from '../screening/screening.service.ts';
import {
  deleteVacancyRow,
  findVacancy,
  updateVacancyRow,
  type NewVacancyRow,
} from './vacancies.repository.ts';
import { sweep } from './vacancies.service.ts';
import { decide, decisionFor } from './vacancy-approval.service.ts';
import { assertBeforeDeadline, openingColumns } from './vacancy-columns.service.ts';

/* Staff's status moves of a vacancy, and deleting a draft. */

/**
 * Staff move a vacancy along its status machine. Out of pending_approval a move is a review
 * decision (open = approve, draft = request changes, declined = decline; `reason` is the note).
 * Employer contacts never move a vacancy here: they submit it (POST /vacancies/:id/submit).
 */
export async function changeStatus(
  db: Db,
  deps: NotifyDeps,
  viewer: Viewer,
  id: string,
  to: VacancyStatus,
  reason: string | undefined,
): Promise<Vacancy> {
  if (viewer.role !== 'admin') {
    throw forbidden(
      'Only the careers service moves a vacancy; submit a draft for approval instead',
    );
  }
  await sweep(db);
  return withTransaction(db, async (tx) => {
    // Locked, so two moves at once run one after the other and the second sees the first's state.
    const existing = await findVacancy(tx, id, 'update');
    if (!existing) throw notFound('Vacancy not found');
    const from = existing.status;
    const decision = from === 'pending_approval' ? decisionFor(to) : undefined;
    if (decision) return vacancyOut(tx, await decide(tx, deps, viewer, existing, decision, reason));
    if (from === 'draft' && existing.createdByRole === 'employer') {
      throw conflict(
        "This is an employer's draft: it opens once they submit it and it is approved.",
        'status',
        { allowed: [] },
      );
    }
    if (!canMoveVacancy(from, to)) {
      const allowed = [...nextVacancyStatuses(from)];
      throw conflict(
        `A ${from} vacancy cannot become ${to}. Allowed next: ${allowed.join(', ') || 'none'}.`,
        'status',
        { allowed },
      );
    }
    const at = now();
    if (to === 'open') assertBeforeDeadline(existing, at, 'opening');
    const patch: Partial<NewVacancyRow> = { status: to, updatedAt: at };
    if (to === 'open') Object.assign(patch, openingColumns(existing, at));
    if (to === 'closed') patch.closedAt = at;
    const row = await updateVacancyRow(tx, id, patch);
    if (!row) throw notFound('Vacancy not found');
    await auditChange(tx, viewer, 'vacancy', id, 'vacancy.status', {
      from,
      to,
      ...(reason ? { reason } : {}),
    });
    return vacancyOut(tx, row);
  });
}

export async function remove(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (viewer.role !== 'admin') throw forbidden();
  await withTransaction(db, async (tx) => {
    const existing = await findVacancy(tx, id, 'update');
    if (!existing) throw notFound('Vacancy not found');
    if (existing.status !== 'draft') {
      throw conflict(
        `Only a draft can be deleted; this vacancy is ${existing.status}. Close or archive it instead.`,
        'status',
      );
    }
    await deleteVacancyRow(tx, id);
    await auditChange(tx, viewer, 'vacancy', id, 'vacancy.delete', { title: existing.title });
  });
}

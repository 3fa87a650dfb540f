import {
  employerEditableVacancyStatuses,
  type Vacancy,
  type VacancyReviewDecision,
  type VacancyStatus,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { organisationAccounts } from '../approvals/approvals.repository.ts';
import { notifyApprovalWaiting } from '../approvals/approvals.service.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { notify, type NotifyDeps } from '../notifications/notifications.service.ts';
import { findOrganisation } from '../organisations/organisations.repository.ts';
import { vacancyOut } from '../screening/screening.service.ts';
import {
  findVacancy,
  updateVacancyRow,
  type NewVacancyRow,
  type VacancyRow,
} from './vacancies.repository.ts';
import { reviewEmail } from './vacancy-approval.mail.ts';
import { assertBeforeDeadline, openingColumns } from './vacancy-columns.service.ts';

/*
 * Vacancy approval. An employer contact writes a draft and submits it (pending_approval); staff
 * approve it (open), request changes (back to draft, with a note) or decline it (declined, with a
 * reason). The contact edits a draft or a declined vacancy and submits it again. Each decision is
 * emailed to the organisation's contacts with an account (through the job worker) and shown in
 * their bell; each submission tells staff.
 */

/** What each decision makes of a pending vacancy. */
export const decisionStatus: Record<VacancyReviewDecision, VacancyStatus> = {
  approve: 'open',
  request_changes: 'draft',
  decline: 'declined',
};

/** The decision a staff status move out of pending_approval stands for. */
export function decisionFor(to: VacancyStatus): VacancyReviewDecision | undefined {
  return (Object.keys(decisionStatus) as VacancyReviewDecision[]).find(
    (d) => decisionStatus[d] === to,
  );
}

export function isEmployerEditable(status: VacancyStatus): boolean {
  return (employerEditableVacancyStatuses as readonly VacancyStatus[]).includes(status);
}

/** The employer contact's own organisation's vacancy, locked; another's is unknown (404). */
export async function loadOwn(tx: Db, viewer: Viewer, id: string): Promise<VacancyRow> {
  if (!viewer.organisationId) throw forbidden();
  const row = await findVacancy(tx, id, 'update');
  if (!row || row.organisationId !== viewer.organisationId) throw notFound('Vacancy not found');
  return row;
}

/** 409 unless the contact may still edit it: for an open (or waiting) vacancy they ask staff. */
export function assertEmployerEditable(row: VacancyRow): void {
  if (isEmployerEditable(row.status)) return;
  throw conflict(
    row.status === 'pending_approval'
      ? 'This vacancy is waiting for approval and cannot be edited now. Ask the careers service if something must change.'
      : `This vacancy is ${row.status.replace('_', ' ')}. Ask the careers service to change an open vacancy.`,
    'status',
    { allowed: [...employerEditableVacancyStatuses] },
  );
}

/** An employer contact submits a draft or a declined vacancy of their organisation for approval. */
export async function submit(
  db: Db,
  deps: NotifyDeps,
  viewer: Viewer,
  id: string,
): Promise<Vacancy> {
  if (viewer.role !== 'employer') {
    throw forbidden('Only an employer contact submits a vacancy for approval');
  }
  return withTransaction(db, async (tx) => {
    const existing = await loadOwn(tx, viewer, id);
    if (!isEmployerEditable(existing.status)) {
      throw conflict(
        `A ${existing.status.replace('_', ' ')} vacancy cannot be submitted for approval; only a draft or a declined one.`,
        'status',
        { allowed: [] },
      );
    }
    const organisation = await findOrganisation(tx, existing.organisationId);
    if (organisation?.status !== 'approved') {
      throw conflict(
        'Your organisation is not approved yet. You can submit vacancies once the careers service has approved it.',
        'organisationId',
      );
    }
    const at = now();
    assertBeforeDeadline(existing, at, 'submitting');
    const row = await updateVacancyRow(tx, id, {
      status: 'pending_approval',
      submittedAt: at,
      updatedAt: at,
    });
    if (!row) throw notFound('Vacancy not found');
    await auditChange(tx, viewer, 'vacancy', id, 'vacancy.submit', {
      from: existing.status,
      to: 'pending_approval',
    });
    await notifyApprovalWaiting(tx, deps, {
      kind: 'vacancy',
      id,
      title: row.title,
      organisationName: organisation.name,
      submittedAt: at,
    });
    return vacancyOut(tx, row);
  });
}

/**
 * Staff's decision on a pending vacancy, in the caller's transaction with the row locked (so of
 * two staff deciding at once, the second finds it decided and gets 409).
 */
export async function decide(
  tx: Db,
  deps: NotifyDeps,
  viewer: Viewer,
  existing: VacancyRow,
  decision: VacancyReviewDecision,
  noteRaw: string | null | undefined,
): Promise<VacancyRow> {
  if (viewer.role !== 'admin') throw forbidden();
  const note = noteRaw?.trim() || null;
  if (existing.status !== 'pending_approval') {
    throw conflict(
      `This vacancy is ${existing.status.replace('_', ' ')}, not waiting for approval: someone may have decided already.`,
      'status',
    );
  }
  if (decision !== 'approve' && !note) {
    throw badRequest(
      decision === 'decline'
        ? 'Give the reason for declining the vacancy'
        : 'Write what the employer should change',
      'note',
    );
  }
  const at = now();
  if (decision === 'approve') assertBeforeDeadline(existing, at, 'opening');
  const to = decisionStatus[decision];
  const patch: Partial<NewVacancyRow> = {
    status: to,
    reviewNote: note,
    reviewedAt: at,
    reviewedBy: viewer.id,
    updatedAt: at,
  };
  if (to === 'open') Object.assign(patch, openingColumns(existing, at));
  const row = await updateVacancyRow(tx, existing.id, patch);
  if (!row) throw notFound('Vacancy not found');
  await auditChange(tx, viewer, 'vacancy', existing.id, 'vacancy.review', {
    decision,
    from: existing.status,
    to,
    ...(note ? { note } : {}),
  });
  // The organisation's contacts with an account hear of it: in their bell, and always by email.
  const contacts = await organisationAccounts(tx, row.organisationId);
  await notify(
    tx,
    deps,
    contacts.map((c) => ({ id: c.id, role: 'employer' as const, email: c.email })),
    {
      kind: 'vacancy_review',
      data: { vacancyTitle: row.title, decision, ...(note ? { message: note } : {}) },
      link: `/employer/vacancies/${row.id}`,
    },
    { skipEmail: true },
  );
  for (const contact of contacts) {
    await deps.mailer.queue(
      tx,
      await reviewEmail(tx, contact, row, decision, note, deps.publicUrl),
    );
  }
  return row;
}

/** POST /vacancies/:id/review: staff approve, request changes or decline a pending vacancy. */
export async function review(
  db: Db,
  deps: NotifyDeps,
  viewer: Viewer,
  id: string,
  decision: VacancyReviewDecision,
  note: string | undefined,
): Promise<Vacancy> {
  if (viewer.role !== 'admin') throw forbidden();
  return withTransaction(db, async (tx) => {
    const existing = await findVacancy(tx, id, 'update');
    if (!existing) throw notFound('Vacancy not found');
    return vacancyOut(tx, await decide(tx, deps, viewer, existing, decision, note));
  });
}

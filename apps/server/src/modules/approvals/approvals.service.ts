import { APPROVALS_LIST_LIMIT, type Approvals } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { isoRequired } from '../../lib/sql.ts';
import { notifyStaff, type NotifyDeps } from '../notifications/notifications.service.ts';
import { pendingOrganisations, pendingVacancies } from './approvals.repository.ts';

/** The Approvals queue: organisations and vacancies waiting for staff, oldest first, with totals. */
export async function queue(db: Db): Promise<Approvals> {
  const [orgs, vacs] = await Promise.all([
    pendingOrganisations(db, APPROVALS_LIST_LIMIT),
    pendingVacancies(db, APPROVALS_LIST_LIMIT),
  ]);
  return {
    organisations: orgs.rows.map((o) => ({ ...o, createdAt: isoRequired(o.createdAt) })),
    organisationsTotal: orgs.total,
    vacancies: vacs.rows.map((v) => ({
      ...v,
      closesAt: isoRequired(v.closesAt),
      submittedAt: isoRequired(v.submittedAt ?? v.closesAt),
    })),
    vacanciesTotal: vacs.total,
    total: orgs.total + vacs.total,
  };
}

/** How many records wait for approval (the dashboard's "Needs attention" shows it). */
export async function waitingCount(db: Db): Promise<number> {
  const [orgs, vacs] = await Promise.all([pendingOrganisations(db, 0), pendingVacancies(db, 0)]);
  return orgs.total + vacs.total;
}

export type ApprovalWaiting =
  | { kind: 'organisation'; id: string; name: string }
  | { kind: 'vacancy'; id: string; title: string; organisationName: string; submittedAt: Date };

/**
 * Tells every member of staff that something waits in the Approvals queue, in the caller's
 * transaction: call it when an organisation registers (pending) or a vacancy is submitted. Once
 * per organisation, and once per submission of a vacancy.
 */
export async function notifyApprovalWaiting(
  tx: Db,
  deps: NotifyDeps,
  item: ApprovalWaiting,
): Promise<void> {
  await notifyStaff(
    tx,
    deps,
    item.kind === 'organisation'
      ? {
          kind: 'approval_waiting',
          data: { organisationName: item.name },
          link: `/careers/organisations/${item.id}`,
          dedupeKey: `approval:organisation:${item.id}`,
        }
      : {
          kind: 'approval_waiting',
          data: { vacancyTitle: item.title, organisationName: item.organisationName },
          link: `/careers/vacancies/${item.id}`,
          dedupeKey: `approval:vacancy:${item.id}:${item.submittedAt.getTime()}`,
        },
  );
}

import {
  nextOrganisationStatuses,
  type OrganisationDetail,
  type OrganisationStatus,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { now } from '../../lib/clock.ts';
import { auditChange } from '../audit/audit.repository.ts';
import { composeEmail } from '../email-templates/email-templates.service.ts';
import { revokeUserSessions } from '../auth/sessions.repository.ts';
import {
  accountContactEmails,
  employerIdsOf,
  moveOrganisationRecords,
  pauseOpenVacancies,
  revokeReviewLinks,
} from './organisation-decisions.repository.ts';
import {
  copyEmployerName,
  deleteOrganisationRow,
  findOrganisation,
  updateOrganisationRow,
} from './organisations.repository.ts';
import { auditOrganisation, get, locked, type Deps } from './organisations.service.ts';

/* Staff's decisions on an organisation (approve, reject, suspend, reinstate) and merging two. */

/** The decisions whose email the organisation's contacts get (its kind in the registry). */
const decisionMail: Partial<Record<OrganisationStatus, string>> = {
  approved: 'organisations.decision.approved',
  rejected: 'organisations.decision.rejected',
};

/**
 * Approves, rejects, suspends or reinstates an organisation (nextOrganisationStatuses; 409 with
 * the allowed moves otherwise). Suspending pauses its open vacancies, revokes its review links
 * and ends its contacts' sessions; approving or rejecting emails its contacts with accounts; all
 * in one transaction.
 */
export async function decide(
  db: Db,
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: { status: OrganisationStatus; reason?: string | undefined },
): Promise<OrganisationDetail> {
  await withTransaction(db, async (tx) => {
    const existing = await locked(tx, id);
    const from = existing.status;
    const to = input.status;
    const allowed = [...nextOrganisationStatuses(from)];
    if (!allowed.includes(to)) {
      throw conflict(
        `A ${from} organisation cannot become ${to}. Allowed next: ${allowed.join(', ') || 'none'}.`,
        'status',
        { allowed },
      );
    }
    const at = now();
    const reason = input.reason?.trim() || null;
    await updateOrganisationRow(tx, id, {
      status: to,
      statusReason: to === 'rejected' || to === 'suspended' ? reason : null,
      decidedBy: viewer.id,
      decidedByName: viewer.name ?? null,
      decidedAt: at,
      updatedAt: at,
    });
    const details: Record<string, unknown> = { from, to, ...(reason ? { reason } : {}) };
    if (to === 'suspended') {
      const paused = await pauseOpenVacancies(tx, id, at);
      for (const vacancyId of paused) {
        await auditChange(tx, viewer, 'vacancy', vacancyId, 'vacancy.status', {
          from: 'open',
          to: 'paused',
          reason: 'organisation suspended',
        });
      }
      details.pausedVacancies = paused.length;
      details.revokedReviewLinks = await revokeReviewLinks(tx, id, at);
      const contacts = await employerIdsOf(tx, id);
      for (const employerId of contacts) await revokeUserSessions(tx, 'employer', employerId, at);
      details.endedSessionsOf = contacts.length;
    }
    const kind = decisionMail[to];
    if (kind) {
      for (const contact of await accountContactEmails(tx, id)) {
        await deps.mailer.queue(tx, {
          to: contact.email,
          ...(await composeEmail(tx, kind, 'en', {
            fullName: contact.fullName,
            organisationName: existing.name,
            reason,
            link: `${deps.publicUrl}/employer`,
          })),
        });
      }
    }
    await auditOrganisation(tx, viewer, 'organisation.decision', id, details);
  });
  return get(db, id);
}

/**
 * Moves the vacancies, contacts, employer accounts, notes and shortlists of `id` into `intoId`,
 * copies the remaining organisation's name into the moved vacancies and applications, then
 * deletes `id`. 409 when merging an organisation into itself.
 */
export async function merge(
  db: Db,
  viewer: Viewer,
  id: string,
  intoId: string,
): Promise<OrganisationDetail> {
  if (id === intoId) throw conflict('An organisation cannot be merged into itself', 'intoId');
  await withTransaction(db, async (tx) => {
    // Locked in id order, so two merges of the same pair cannot deadlock.
    const [first, second] = [id, intoId].sort();
    const a = await findOrganisation(tx, first!, 'update');
    const b = await findOrganisation(tx, second!, 'update');
    const from = a?.id === id ? a : b?.id === id ? b : undefined;
    const into = a?.id === intoId ? a : b?.id === intoId ? b : undefined;
    if (!from) throw notFound('Organisation not found');
    if (!into) throw badRequest('Choose an organisation to merge into', 'intoId');
    const moved = await moveOrganisationRecords(tx, id, intoId);
    await copyEmployerName(tx, intoId, into.name);
    await deleteOrganisationRow(tx, id);
    await updateOrganisationRow(tx, intoId, { updatedAt: now() });
    const details = { fromId: id, fromName: from.name, intoId, intoName: into.name, moved };
    await auditOrganisation(tx, viewer, 'organisation.merge', intoId, details);
    await auditOrganisation(tx, viewer, 'organisation.merged_away', id, details);
  });
  return get(db, intoId);
}

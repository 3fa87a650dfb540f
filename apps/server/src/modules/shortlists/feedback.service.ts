import type { SharedCandidate, ShortlistFeedbackInput } from '@careers/contracts';
import { withTransaction } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { insertEvent } from '../applications/applications.repository.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { notifyStaff } from '../notifications/notifications.service.ts';
import {
  accessActor,
  loadFor,
  sharedCandidates,
  sharedItem,
  type SharedAccess,
} from './shared.service.ts';
import { findShortlist, updateItemFeedback } from './shortlists.repository.ts';
import type { Deps } from './shortlists.service.ts';

/**
 * The employer's answer on one candidate: kept on the item, written into the application's
 * history (the status does not change), and staff are notified.
 */
export async function giveFeedback(
  deps: Deps,
  access: SharedAccess,
  id: string,
  applicationId: string,
  input: ShortlistFeedbackInput,
): Promise<SharedCandidate> {
  const at = now();
  const view = await loadFor(deps.db, access, id);
  const actor = accessActor(access);
  const comment = input.comment?.trim() || null;
  await withTransaction(deps.db, async (tx) => {
    const locked = await findShortlist(tx, view.shortlist.id, true);
    if (!locked || locked.shortlist.revokedAt) throw notFound('Shortlist not found');
    const item = await sharedItem(tx, view, applicationId);
    await updateItemFeedback(tx, view.shortlist.id, applicationId, {
      feedback: input.feedback,
      comment,
      feedbackAt: at,
      feedbackByName: actor.name ?? null,
    });
    await insertEvent(tx, {
      applicationId,
      fromStatus: item.status,
      toStatus: item.status,
      actorId: access.kind === 'portal' ? access.viewer.id : null,
      actorRole: 'employer',
      actorName: `${actor.name ?? 'Employer'} (${view.organisationName})`,
      reason: comment,
      feedback: input.feedback,
      createdAt: at,
    });
    await notifyStaff(tx, deps, {
      kind: 'shortlist_feedback',
      data: {
        candidateName: item.candidateName,
        vacancyTitle: item.vacancyTitle,
        organisationName: view.organisationName,
        feedback: input.feedback,
      },
      link: `/careers/applications/${applicationId}`,
    });
    await writeAudit(tx, {
      actor,
      action: 'shortlist.feedback',
      entity: 'application',
      entityId: applicationId,
      details: {
        shortlistId: view.shortlist.id,
        organisationId: view.shortlist.organisationId,
        via: access.kind,
        feedback: input.feedback,
      },
    });
  });
  const shared = await sharedCandidates(deps.db, view);
  const candidate = shared.find((c) => c.applicationId === applicationId);
  if (!candidate) throw notFound('Application not found in this shortlist');
  return candidate;
}

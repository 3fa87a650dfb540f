import { randomUUID } from 'node:crypto';
import {
  APPLICATION_UNDO_MS,
  applicationMoveNeedsInternalReason,
  applicationMoveNeedsReason,
  internalReasonKindOf,
  isOneClickApplicationMove,
  nextApplicationStatuses,
  type ApplicationStatus,
  type ApplicationStatusInput,
  type MovedApplication,
} from '@careers/contracts';
import { withTransaction } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import {
  notifyCandidate,
  notifyStaff,
  wantsEmail,
} from '../notifications/notifications.service.ts';
import { usableReason } from '../reasons/reasons.service.ts';
import { insertEvent, updateApplicationRow, wasEmailedInto } from './applications.repository.ts';
import { statusEmail } from './applications.mail.ts';
import { load, toApplication, type Deps } from './applications.service.ts';

const decisions: ApplicationStatus[] = ['hired', 'rejected'];
/** Decisions about an application: their email goes whatever the student chose. */
const alwaysEmailed: ApplicationStatus[] = ['offered', 'hired', 'rejected'];

/**
 * What an undoable move's email job and the candidate's notification are keyed by, so that
 * undoing it (application-undo.service.ts) finds them; the key is the move's event id.
 */
export const undoKey = (eventId: string) => `application-move:${eventId}`;

export async function changeStatus(
  deps: Deps,
  viewer: Viewer & { name?: string | null },
  id: string,
  input: Pick<ApplicationStatusInput, 'reasonId' | 'message' | 'note' | 'reason' | 'undoable'> & {
    status: ApplicationStatus;
  },
): Promise<MovedApplication> {
  const { db } = deps;
  const to = input.status;
  // What the candidate reads; `reason` is its older name.
  const reason = (input.message ?? input.reason)?.trim() || null;
  const note = input.note?.trim() || null;
  const reasonKind = internalReasonKindOf(to);
  // A move the candidate may never make is refused as such, whatever the application's state.
  if (viewer.role === 'candidate' && to !== 'withdrawn') {
    throw forbidden('Only the careers service can move an application to this status');
  }
  const row = await withTransaction(db, async (tx) => {
    const current = await load(tx, viewer, id, true);
    const from = current.status;
    const allowed = nextApplicationStatuses(from, viewer.role, { heldFrom: current.heldFrom });
    if (!allowed.includes(to)) {
      throw conflict(
        `An application that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}. Allowed next: ${allowed.join(', ') || 'none'}.`,
        'status',
        { allowed },
      );
    }
    if (applicationMoveNeedsInternalReason(to) && !input.reasonId) {
      throw badRequest('Choose the reason for the rejection', 'reasonId');
    }
    if (input.reasonId && !reasonKind) {
      throw badRequest('Only a rejection or a hold carries a reason from the list', 'reasonId');
    }
    if (input.undoable && !isOneClickApplicationMove(from, to)) {
      throw badRequest(
        'Only a forward move up to interviewing can be undone; confirm this move instead',
        'undoable',
      );
    }
    if (applicationMoveNeedsReason(from, to) && !reason) {
      throw badRequest('Give the candidate a message about reopening', 'message');
    }
    const reasonId =
      input.reasonId && reasonKind ? (await usableReason(tx, input.reasonId, reasonKind)).id : null;
    // Resuming from on hold to where it was: an email the candidate already had for that state is
    // not sent again (the bell still says it moved on).
    const resumed = from === 'on_hold' && to === current.heldFrom;
    const alreadyEmailed = resumed && (await wasEmailedInto(tx, id, to));
    const emailed =
      !alreadyEmailed &&
      (alwaysEmailed.includes(to) ||
        viewer.role === 'candidate' ||
        (await wantsEmail(
          tx,
          { id: current.candidateId, role: 'candidate' },
          'application_status',
        )));
    const at = now();
    const eventId = randomUUID();
    // An undoable move's email waits in the job worker until the undo window closes.
    const undo = input.undoable
      ? { eventId, until: new Date(at.getTime() + APPLICATION_UNDO_MS) }
      : null;
    const updated = await updateApplicationRow(tx, id, {
      status: to,
      heldFrom: to === 'on_hold' ? from : null,
      reasonId,
      updatedAt: at,
      decidedAt: decisions.includes(to)
        ? at
        : to === 'under_review' && from === 'rejected'
          ? null
          : current.decidedAt,
    });
    if (!updated) throw notFound('Application not found');
    await insertEvent(tx, {
      id: eventId,
      applicationId: id,
      fromStatus: from,
      toStatus: to,
      actorId: viewer.id,
      actorRole: viewer.role,
      actorName: viewer.name ?? null,
      reason,
      reasonId,
      note,
      emailed,
      createdAt: at,
    });
    if (viewer.role === 'admin') {
      await writeAudit(tx, {
        actor: { id: viewer.id, role: viewer.role, name: viewer.name ?? null },
        action: 'application.status',
        entity: 'application',
        entityId: id,
        details: {
          from,
          to,
          ...(undo ? { undoable: true, eventId } : {}),
          ...(reasonId ? { reasonId } : {}),
          ...(reason ? { reason } : {}),
          ...(note ? { note } : {}),
        },
      });
    }
    if (viewer.role === 'candidate') {
      // The student withdrew: all staff hear of it.
      await notifyStaff(tx, deps, {
        kind: 'application_withdrawn',
        data: { vacancyTitle: updated.vacancyTitle, candidateName: updated.candidateName },
        link: `/careers/applications/${id}`,
      });
    } else {
      // Staff moved it: the student hears of it in the bell, with the message the move carried.
      await notifyCandidate(tx, deps, updated.candidateId, {
        kind: 'application_status',
        data: {
          vacancyTitle: updated.vacancyTitle,
          status: to,
          ...(reason ? { message: reason } : {}),
        },
        link: `/portal/applications/${id}`,
        ...(undo ? { dedupeKey: undoKey(eventId) } : {}),
      });
    }
    // Decision emails always go; other moves by email only for students who chose it.
    if (emailed) {
      await deps.mailer.queue(
        tx,
        statusEmail(updated, reason, deps.publicUrl),
        undo ? { runAt: undo.until, key: undoKey(eventId) } : {},
      );
    }
    return { updated, undo };
  });
  return {
    ...toApplication(row.updated, viewer),
    ...(row.undo
      ? { undo: { eventId: row.undo.eventId, until: row.undo.until.toISOString() } }
      : {}),
  };
}

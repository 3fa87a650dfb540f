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
  type StatusMovePreview,
  type MovedApplication,
} from '@careers/contracts';
import { withTransaction, type Db } from '../../db/client.ts';
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
import { masked } from '../email-templates/email-templates.service.ts';
import { withdrawPendingOffers } from '../offers/offers.repository.ts';
import { cancelApplicationBookings } from '../bookings/bookings.changes.ts';
import {
  insertEvent,
  updateApplicationRow,
  wasEmailedInto,
  type ApplicationRow,
} from './applications.repository.ts';
import { statusEmail } from './applications.mail.ts';
import { load, toApplication, type Deps } from './applications.service.ts';

const decisions: ApplicationStatus[] = ['hired', 'rejected'];
/** Decisions about an application: their email goes whatever the student chose. */
const alwaysEmailed: ApplicationStatus[] = ['offered', 'hired', 'rejected'];

/**
 * A move made by an answer to an offer (modules/offers), inside the offer's transaction: `made`
 * sends the offer's own email instead of the status email; `accepted` lets the candidate move
 * offered → hired; `accepted` and `declined` tell staff so instead of "withdrawn".
 */
export interface OfferMove {
  offer?: 'made' | 'accepted' | 'declined';
}

/**
 * What an undoable move's email job and the candidate's notification are keyed by, so that
 * undoing it (application-undo.service.ts) finds them; the key is the move's event id.
 */
export const undoKey = (eventId: string) => `application-move:${eventId}`;

export async function changeStatus(
  deps: Deps,
  viewer: Viewer & { name?: string | null },
  id: string,
  input: Pick<
    ApplicationStatusInput,
    'reasonId' | 'message' | 'note' | 'reason' | 'notify' | 'undoable'
  > & {
    status: ApplicationStatus;
  },
  opts: OfferMove = {},
): Promise<MovedApplication> {
  const { db } = deps;
  const to = input.status;
  // What the candidate reads; `reason` is its older name.
  const reason = (input.message ?? input.reason)?.trim() || null;
  const note = input.note?.trim() || null;
  const reasonKind = internalReasonKindOf(to);
  // A move the candidate may never make is refused as such, whatever the application's state.
  const acceptingOffer = opts.offer === 'accepted' && to === 'hired';
  if (viewer.role === 'candidate' && to !== 'withdrawn' && !acceptingOffer) {
    throw forbidden('Only the careers service can move an application to this status');
  }
  if (viewer.role === 'candidate' && input.notify !== undefined) {
    throw forbidden('Only the careers service chooses whether a move is emailed');
  }
  const row = await withTransaction(db, async (tx) => {
    const current = await load(tx, viewer, id, true);
    const from = current.status;
    assertAllowed(viewer, current, to, acceptingOffer);
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
    // Staff who chose not to send it: no email for this move, whatever the defaults say.
    const withheld = input.notify === false;
    const emailed = !withheld && (await wouldEmail(tx, viewer, current, to));
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
    // Leaving `offered` other than by answering the offer: a pending offer no longer stands.
    if (from === 'offered' && !opts.offer) await withdrawPendingOffers(tx, id, at);
    // Rejected or withdrawn: its interview bookings are cancelled, each attendee told.
    if (to === 'rejected' || to === 'withdrawn') await cancelApplicationBookings(tx, deps, id);
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
          ...(withheld ? { emailWithheld: true } : {}),
        },
      });
    }
    if (viewer.role === 'candidate') {
      // The student withdrew: all staff hear of it.
      await notifyStaff(tx, deps, {
        kind:
          opts.offer === 'accepted' || opts.offer === 'declined'
            ? `offer_${opts.offer}`
            : 'application_withdrawn',
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
    if (emailed && opts.offer !== 'made') {
      await deps.mailer.queue(
        tx,
        await statusEmail(tx, updated, reason, deps.publicUrl),
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

/**
 * 409 with the allowed next states when the move is not one of them. A candidate accepting an offer
 * may move offered → hired, and only that.
 */
function assertAllowed(
  viewer: Viewer,
  current: ApplicationRow,
  to: ApplicationStatus,
  acceptingOffer = false,
): void {
  const from = current.status;
  const allowed = acceptingOffer
    ? from === 'offered'
      ? ['hired' as const]
      : []
    : nextApplicationStatuses(from, viewer.role, { heldFrom: current.heldFrom });
  if (!allowed.includes(to)) {
    throw conflict(
      `An application that is ${from.replace('_', ' ')} cannot become ${to.replace('_', ' ')}. Allowed next: ${allowed.join(', ') || 'none'}.`,
      'status',
      { allowed },
    );
  }
}

/** Whether a move emails the candidate by default (decisions always; others by their choice). */
async function wouldEmail(
  tx: Db,
  viewer: Viewer,
  current: ApplicationRow,
  to: ApplicationStatus,
): Promise<boolean> {
  // Resuming from on hold to where it was: an email the candidate already had for that state is
  // not sent again (the bell still says it moved on).
  const resumed = current.status === 'on_hold' && to === current.heldFrom;
  if (resumed && (await wasEmailedInto(tx, current.id, to))) return false;
  return (
    alwaysEmailed.includes(to) ||
    viewer.role === 'candidate' ||
    (await wantsEmail(tx, { id: current.candidateId, role: 'candidate' }, 'application_status'))
  );
}

/**
 * The email a staff move would send the candidate (links that grant access masked), or null when
 * it would send none. Nothing is written.
 */
export async function previewMove(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: Pick<ApplicationStatusInput, 'message' | 'reason' | 'notify'> & {
    status: ApplicationStatus;
  },
): Promise<StatusMovePreview> {
  if (viewer.role !== 'admin') throw forbidden('Only the careers service previews a move');
  const current = await load(deps.db, viewer, id);
  assertAllowed(viewer, current, input.status);
  if (input.notify === false || !(await wouldEmail(deps.db, viewer, current, input.status)))
    return { email: null };
  const reason = (input.message ?? input.reason)?.trim() || null;
  const mail = await statusEmail(
    deps.db,
    { ...current, status: input.status },
    reason,
    deps.publicUrl,
  );
  return {
    email: {
      to: mail.to,
      ...masked({ subject: mail.subject, text: mail.text, html: mail.html ?? '' }),
    },
  };
}

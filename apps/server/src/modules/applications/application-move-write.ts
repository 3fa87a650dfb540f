import { randomUUID } from 'node:crypto';
import { APPLICATION_UNDO_MS, type ApplicationStatus } from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudits } from '../audit/audit.repository.ts';
import { notifyCandidates, notifyStaff } from '../notifications/notifications.service.ts';
import { cancelApplicationBookings } from '../bookings/bookings.changes.ts';
import { withdrawPendingOffers } from '../offers/offers.repository.ts';
import type { QueueOptions } from '../mail/mailer.ts';
import {
  insertEvents,
  updateApplicationRows,
  type ApplicationRow,
} from './applications.repository.ts';
import { statusEmails } from './applications.mail.ts';
import type { Deps } from './applications.service.ts';
import type { MovePlan, OfferMove } from './application-move.ts';

const decisions: ApplicationStatus[] = ['hired', 'rejected'];

/**
 * What an undoable move's email job and the candidate's notification are keyed by, so that
 * undoing it (application-undo.service.ts) finds them; the key is the move's event id.
 */
export const undoKey = (eventId: string) => `application-move:${eventId}`;

export interface WrittenMove {
  updated: ApplicationRow;
  undo: { eventId: string; until: Date } | null;
}

/** The row's changes for a move; moves with the same changes are one UPDATE. */
function patchOf(plan: MovePlan, at: Date) {
  const { from, to } = plan;
  return {
    status: to,
    heldFrom: to === 'on_hold' ? from : null,
    reasonId: plan.reasonId,
    updatedAt: at,
    ...(decisions.includes(to)
      ? { decidedAt: at }
      : to === 'under_review' && from === 'rejected'
        ? { decidedAt: null }
        : {}),
  };
}

/**
 * Records planned moves in the caller's transaction, a few statements for any number of them:
 * the rows, their events, the audit (staff), the bell and the emails (queued in the outbox; an
 * undoable move's waits out the undo window). Answers the moved rows in the plans' order.
 */
export async function writeMoves(
  tx: Db,
  deps: Deps,
  viewer: Viewer & { name?: string | null },
  plans: MovePlan[],
  opts: OfferMove = {},
): Promise<WrittenMove[]> {
  if (plans.length === 0) return [];
  const at = now();
  const moves = plans.map((plan) => {
    const eventId = randomUUID();
    // An undoable move's email waits in the job worker until the undo window closes.
    const undo = plan.undoable
      ? { eventId, until: new Date(at.getTime() + APPLICATION_UNDO_MS) }
      : null;
    return { plan, eventId, undo, patch: patchOf(plan, at) };
  });
  const groups = new Map<string, typeof moves>();
  for (const m of moves) {
    const key = JSON.stringify(m.patch);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const rows = new Map<string, ApplicationRow>();
  for (const group of groups.values()) {
    const ids = group.map((m) => m.plan.current.id);
    for (const row of await updateApplicationRows(tx, ids, group[0]!.patch)) rows.set(row.id, row);
  }
  const written = moves.map((m) => {
    const updated = rows.get(m.plan.current.id);
    if (!updated) throw notFound('Application not found');
    return { ...m, updated };
  });
  for (const { plan } of written) {
    // Leaving `offered` other than by answering the offer: a pending offer no longer stands.
    if (plan.from === 'offered' && !opts.offer)
      await withdrawPendingOffers(tx, plan.current.id, at);
  }
  // Rejected or withdrawn: their interview bookings are cancelled, each attendee told.
  await cancelApplicationBookings(
    tx,
    deps,
    written
      .filter(({ plan }) => plan.to === 'rejected' || plan.to === 'withdrawn')
      .map(({ plan }) => plan.current.id),
  );
  await insertEvents(
    tx,
    written.map(({ plan, eventId }) => ({
      id: eventId,
      applicationId: plan.current.id,
      fromStatus: plan.from,
      toStatus: plan.to,
      actorId: viewer.id,
      actorRole: viewer.role,
      actorName: viewer.name ?? null,
      reason: plan.reason,
      reasonId: plan.reasonId,
      note: plan.note,
      emailed: plan.emailed,
      createdAt: at,
    })),
  );
  if (viewer.role === 'admin') {
    await writeAudits(
      tx,
      written.map(({ plan, eventId, undo }) => ({
        actor: { id: viewer.id, role: viewer.role, name: viewer.name ?? null },
        action: 'application.status',
        entity: 'application',
        entityId: plan.current.id,
        details: {
          from: plan.from,
          to: plan.to,
          ...(undo ? { undoable: true, eventId } : {}),
          ...(plan.reasonId ? { reasonId: plan.reasonId } : {}),
          ...(plan.reason ? { reason: plan.reason } : {}),
          ...(plan.note ? { note: plan.note } : {}),
          ...(plan.withheld ? { emailWithheld: true } : {}),
        },
      })),
    );
  }
  if (viewer.role === 'candidate') {
    // The student withdrew: all staff hear of it.
    for (const { updated } of written) {
      await notifyStaff(tx, deps, {
        kind:
          opts.offer === 'accepted' || opts.offer === 'declined'
            ? `offer_${opts.offer}`
            : 'application_withdrawn',
        data: { vacancyTitle: updated.vacancyTitle, candidateName: updated.candidateName },
        link: `/careers/applications/${updated.id}`,
      });
    }
  } else {
    // Staff moved it: the student hears of it in the bell, with the message the move carried.
    await notifyCandidates(
      tx,
      written.map(({ plan, updated, undo, eventId }) => ({
        candidateId: updated.candidateId,
        kind: 'application_status' as const,
        data: {
          vacancyTitle: updated.vacancyTitle,
          status: plan.to,
          ...(plan.reason ? { message: plan.reason } : {}),
        },
        link: `/portal/applications/${updated.id}`,
        ...(undo ? { dedupeKey: undoKey(eventId) } : {}),
      })),
    );
  }
  // Decision emails always go; other moves by email only for students who chose it.
  const mailed = written.filter(({ plan }) => plan.emailed && opts.offer !== 'made');
  const messages = await statusEmails(
    tx,
    mailed.map(({ updated, plan }) => ({ row: updated, reason: plan.reason })),
    deps.publicUrl,
  );
  await deps.mailer.queueAll(
    tx,
    mailed.map(({ undo, eventId }, i) => ({
      message: messages[i]!,
      opts: (undo ? { runAt: undo.until, key: undoKey(eventId) } : {}) satisfies QueueOptions,
    })),
  );
  return written.map(({ updated, undo }) => ({ updated, undo }));
}

import { APPLICATION_UNDO_MS, applicationUndoMessages, type Application } from '@careers/contracts';
import { withTransaction } from '../../db/client.ts';
import { now } from '../../lib/clock.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { deleteNotificationByKey } from '../notifications/notifications.repository.ts';
import {
  deleteEvent,
  findEvent,
  latestEvents,
  updateApplicationRow,
} from './applications.repository.ts';
import { undoKey } from './application-move-write.ts';
import { load, toApplication, type Deps } from './applications.service.ts';

/**
 * Undoes a one-click move (made with `undoable`) within APPLICATION_UNDO_MS, by the staff member
 * who made it: the application returns to where it was (with the hold and internal reason it had),
 * the move leaves the history, and the email still waiting in the job worker and the candidate's
 * notification are deleted, so the candidate never hears of it. The audit keeps both.
 */
export async function undoMove(
  deps: Deps,
  viewer: Viewer & { name?: string | null },
  id: string,
  eventId: string,
): Promise<Application> {
  const row = await withTransaction(deps.db, async (tx) => {
    const current = await load(tx, viewer, id, true);
    const [last, before] = await latestEvents(tx, id, 2);
    if (last?.id !== eventId) {
      // Either no such move of this application, or a later change came after it.
      if (!(await findEvent(tx, id, eventId))) throw notFound('Move not found');
      throw conflict(applicationUndoMessages.superseded, 'eventId');
    }
    if (last.actorId !== viewer.id) {
      throw forbidden('Only the member of staff who made this move can undo it');
    }
    if (now().getTime() >= last.createdAt.getTime() + APPLICATION_UNDO_MS) {
      throw conflict(applicationUndoMessages.expired, 'eventId');
    }
    const from = last.fromStatus;
    // An undoable move left the candidate a notification under its key; other moves are final.
    const undoable =
      from !== null &&
      last.toStatus === current.status &&
      (await deleteNotificationByKey(tx, 'candidate', current.candidateId, undoKey(eventId)));
    if (!undoable) throw conflict(applicationUndoMessages.superseded, 'eventId');
    if ((await deps.mailer.cancel(tx, undoKey(eventId))) === 'gone') {
      throw conflict(applicationUndoMessages.superseded, 'eventId');
    }
    const at = now();
    const restored = await updateApplicationRow(tx, id, {
      status: from,
      // Resumed from on hold: back on hold, from the state it resumed to, with the hold's reason.
      heldFrom: from === 'on_hold' ? last.toStatus : null,
      reasonId: before?.toStatus === from ? before.reasonId : null,
      updatedAt: at,
    });
    if (!restored) throw notFound('Application not found');
    await deleteEvent(tx, eventId);
    await writeAudit(tx, {
      actor: { id: viewer.id, role: viewer.role, name: viewer.name ?? null },
      action: 'application.status_undone',
      entity: 'application',
      entityId: id,
      details: { from: last.toStatus, to: from, eventId },
    });
    return restored;
  });
  return toApplication(row, viewer);
}

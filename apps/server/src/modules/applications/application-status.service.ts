import type {
  ApplicationStatusInput,
  MovedApplication,
  StatusMovePreview,
} from '@careers/contracts';
import { withTransaction } from '../../db/client.ts';
import { forbidden } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { masked } from '../email-templates/email-templates.service.ts';
import { statusEmail } from './applications.mail.ts';
import { load, toApplication, type Deps } from './applications.service.ts';
import {
  assertAllowed,
  moveLookups,
  planMove,
  wouldEmail,
  type MoveInput,
  type OfferMove,
} from './application-move.ts';
import { writeMoves } from './application-move-write.ts';

export type { OfferMove } from './application-move.ts';

/**
 * Who may ask for a move at all, whatever the application's state: a candidate only withdraws
 * (or accepts their offer), and only staff choose whether a move is emailed.
 */
export function assertMayMove(viewer: Viewer, input: MoveInput, opts: OfferMove = {}): void {
  const acceptingOffer = opts.offer === 'accepted' && input.status === 'hired';
  if (viewer.role === 'candidate' && input.status !== 'withdrawn' && !acceptingOffer) {
    throw forbidden('Only the careers service can move an application to this status');
  }
  if (viewer.role === 'candidate' && input.notify !== undefined) {
    throw forbidden('Only the careers service chooses whether a move is emailed');
  }
}

export async function changeStatus(
  deps: Deps,
  viewer: Viewer & { name?: string | null },
  id: string,
  input: MoveInput,
  opts: OfferMove = {},
): Promise<MovedApplication> {
  assertMayMove(viewer, input, opts);
  const [moved] = await withTransaction(deps.db, async (tx) => {
    const current = await load(tx, viewer, id, true);
    const lookups = moveLookups(tx, [current.candidateId]);
    const plan = await planMove(tx, viewer, current, input, lookups, opts);
    return writeMoves(tx, deps, viewer, [plan], opts);
  });
  const { updated, undo } = moved!;
  return {
    ...toApplication(updated, viewer),
    ...(undo ? { undo: { eventId: undo.eventId, until: undo.until.toISOString() } } : {}),
  };
}

/**
 * The email a staff move would send the candidate (links that grant access masked), or null when
 * it would send none. Nothing is written.
 */
export async function previewMove(
  deps: Deps,
  viewer: Viewer,
  id: string,
  input: Pick<ApplicationStatusInput, 'message' | 'reason' | 'notify'> & MoveInput,
): Promise<StatusMovePreview> {
  if (viewer.role !== 'admin') throw forbidden('Only the careers service previews a move');
  const current = await load(deps.db, viewer, id);
  assertAllowed(viewer, current, input.status);
  const lookups = moveLookups(deps.db, [current.candidateId]);
  if (
    input.notify === false ||
    !(await wouldEmail(deps.db, viewer, current, input.status, lookups))
  )
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

import {
  applicationMoveNeedsInternalReason,
  applicationMoveNeedsReason,
  internalReasonKindOf,
  isOneClickApplicationMove,
  nextApplicationStatuses,
  type ApplicationStatus,
  type ApplicationStatusInput,
} from '@careers/contracts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Viewer } from '../../plugins/auth.ts';
import { emailChoices } from '../notifications/notifications.repository.ts';
import { defaultEmailChoice } from '@careers/contracts';
import { usableReason } from '../reasons/reasons.service.ts';
import { wasEmailedInto, type ApplicationRow } from './applications.repository.ts';

/* The rules of one move, shared by the single move (application-status.service.ts) and the bulk
   one (application-bulk.service.ts): what is checked and decided before anything is written. */

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

export type MoveInput = Pick<
  ApplicationStatusInput,
  'reasonId' | 'message' | 'note' | 'reason' | 'notify' | 'undoable'
> & { status: ApplicationStatus };

/** A move that passed its rules: what the writer (application-move-write.ts) records. */
export interface MovePlan {
  current: ApplicationRow;
  from: ApplicationStatus;
  to: ApplicationStatus;
  /** What the candidate reads. */
  reason: string | null;
  note: string | null;
  reasonId: string | null;
  /** Staff chose not to send the email. */
  withheld: boolean;
  emailed: boolean;
  undoable: boolean;
}

/**
 * What the rules look up, once per transaction however many moves it plans: the internal reason
 * (locked against a delete) and the students' email choices, fetched together for `candidateIds`.
 */
export interface MoveLookups {
  reason(id: string, kind: NonNullable<ReturnType<typeof internalReasonKindOf>>): Promise<string>;
  wantsEmail(candidateId: string): Promise<boolean>;
}

export function moveLookups(tx: Db, candidateIds: string[]): MoveLookups {
  const reasons = new Map<string, Promise<string>>();
  let choices: Promise<Map<string, boolean>> | undefined;
  return {
    reason(id, kind) {
      const key = `${id}:${kind}`;
      let found = reasons.get(key);
      if (!found) {
        found = usableReason(tx, id, kind).then((r) => r.id);
        // Each item reports its own refusal: keep the rejection from going unhandled meanwhile.
        found.catch(() => undefined);
        reasons.set(key, found);
      }
      return found;
    },
    async wantsEmail(candidateId) {
      choices ??= emailChoices(tx, 'candidate', [...new Set(candidateIds)], 'application_status');
      return (await choices).get(candidateId) ?? defaultEmailChoice.application_status;
    },
  };
}

/**
 * Checks a move against the status machine and its rules (throwing the AppError a single move
 * answers) and decides its reason and whether it is emailed. Nothing is written.
 */
export async function planMove(
  tx: Db,
  viewer: Viewer,
  current: ApplicationRow,
  input: MoveInput,
  lookups: MoveLookups,
  opts: OfferMove = {},
): Promise<MovePlan> {
  const from = current.status;
  const to = input.status;
  // What the candidate reads; `reason` is its older name.
  const reason = (input.message ?? input.reason)?.trim() || null;
  const note = input.note?.trim() || null;
  const reasonKind = internalReasonKindOf(to);
  assertAllowed(viewer, current, to, opts.offer === 'accepted' && to === 'hired');
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
    input.reasonId && reasonKind ? await lookups.reason(input.reasonId, reasonKind) : null;
  // Staff who chose not to send it: no email for this move, whatever the defaults say.
  const withheld = input.notify === false;
  const emailed = !withheld && (await wouldEmail(tx, viewer, current, to, lookups));
  return {
    current,
    from,
    to,
    reason,
    note,
    reasonId,
    withheld,
    emailed,
    undoable: Boolean(input.undoable),
  };
}

/**
 * 409 with the allowed next states when the move is not one of them. A candidate accepting an offer
 * may move offered → hired, and only that.
 */
export function assertAllowed(
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
export async function wouldEmail(
  tx: Db,
  viewer: Viewer,
  current: ApplicationRow,
  to: ApplicationStatus,
  lookups: Pick<MoveLookups, 'wantsEmail'>,
): Promise<boolean> {
  // Resuming from on hold to where it was: an email the candidate already had for that state is
  // not sent again (the bell still says it moved on).
  const resumed = current.status === 'on_hold' && to === current.heldFrom;
  if (resumed && (await wasEmailedInto(tx, current.id, to))) return false;
  return (
    alwaysEmailed.includes(to) ||
    viewer.role === 'candidate' ||
    (await lookups.wantsEmail(current.candidateId))
  );
}

/**
 * The careers status machines. The server enforces them; the client shows only the moves they allow.
 */
export const vacancyStatuses = [
  'draft',
  'pending_approval',
  'open',
  'paused',
  'closed',
  'archived',
  'declined',
] as const;
export type VacancyStatus = (typeof vacancyStatuses)[number];

/**
 * Staff moves. A staff-written vacancy goes draft → open as before; one an employer contact
 * submitted (pending_approval) is approved (open), sent back for changes (draft, with a note) or
 * declined (with a reason).
 */
const vacancyMoves: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ['open'],
  pending_approval: ['open', 'draft', 'declined'],
  open: ['paused', 'closed'],
  paused: ['open', 'closed'],
  closed: ['open', 'archived'],
  archived: [],
  declined: [],
};

/** The states a vacancy may move to next (by staff). */
export function nextVacancyStatuses(from: VacancyStatus): readonly VacancyStatus[] {
  return vacancyMoves[from];
}

export function canMoveVacancy(from: VacancyStatus, to: VacancyStatus): boolean {
  return vacancyMoves[from].includes(to);
}

/** The states an employer contact may edit a vacancy in; for any other they ask staff. */
export const employerEditableVacancyStatuses = [
  'draft',
  'declined',
] as const satisfies readonly VacancyStatus[];

/** An employer contact submits a draft or a declined vacancy for approval; nothing else. */
export function nextEmployerVacancyStatuses(from: VacancyStatus): readonly VacancyStatus[] {
  return (employerEditableVacancyStatuses as readonly VacancyStatus[]).includes(from)
    ? ['pending_approval']
    : [];
}

/** The pipeline, in order; on_hold, rejected and withdrawn sit beside it. */
export const applicationPipeline = [
  'submitted',
  'under_review',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
] as const;

export const applicationStatuses = [
  ...applicationPipeline,
  'rejected',
  'on_hold',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const finalApplicationStatuses = [
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

export function isFinalApplicationStatus(status: ApplicationStatus): boolean {
  return (finalApplicationStatuses as readonly ApplicationStatus[]).includes(status);
}

/** Employer contacts never move applications; they answer on shared shortlists. */
export type ApplicationActor = 'admin' | 'candidate' | 'employer';

export interface ApplicationMoveContext {
  /** For on_hold: the state it was put on hold from, to which it resumes. */
  heldFrom?: ApplicationStatus | null;
}

/**
 * The states an application may move to next, for the given actor.
 * Candidates may only withdraw; admins move along the pipeline, put on hold, reject, and reopen
 * a rejection to under_review.
 */
export function nextApplicationStatuses(
  from: ApplicationStatus,
  actor: ApplicationActor,
  ctx: ApplicationMoveContext = {},
): ApplicationStatus[] {
  if (actor === 'employer') return [];
  if (actor === 'candidate') return isFinalApplicationStatus(from) ? [] : ['withdrawn'];
  if (from === 'rejected') return ['under_review'];
  if (isFinalApplicationStatus(from)) return [];
  if (from === 'on_hold') {
    const resume = ctx.heldFrom && ctx.heldFrom !== 'on_hold' ? ctx.heldFrom : 'under_review';
    return [resume, 'rejected'];
  }
  const index = (applicationPipeline as readonly ApplicationStatus[]).indexOf(from);
  const forward = applicationPipeline[index + 1];
  return [...(forward ? [forward] : []), 'on_hold', 'rejected'];
}

export function canMoveApplication(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: ApplicationActor,
  ctx: ApplicationMoveContext = {},
): boolean {
  return nextApplicationStatuses(from, actor, ctx).includes(to);
}

/**
 * Moves that must carry a message to the candidate: reopening a rejection says why. (A rejection
 * needs an internal reason instead; its message is optional.)
 */
export function applicationMoveNeedsReason(
  from: ApplicationStatus,
  to: ApplicationStatus,
): boolean {
  return from === 'rejected' && to === 'under_review';
}

/** How long a one-click move can be undone; its email waits in the job worker this long. */
export const APPLICATION_UNDO_MS = 10_000;

/** The statuses staff move an application to in one click, with an undo (issue 20). */
export const oneClickApplicationStatuses = [
  'under_review',
  'shortlisted',
  'interviewing',
] as const satisfies readonly ApplicationStatus[];

/**
 * News the candidate will like, made in one click with a short undo instead of a confirmation:
 * forward along the pipeline up to interviewing, or resuming from on hold into it. Rejections,
 * holds and reopening keep their dialog; offers and hiring are decisions and keep it too.
 */
export function isOneClickApplicationMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return (
    from !== 'rejected' &&
    (oneClickApplicationStatuses as readonly ApplicationStatus[]).includes(to)
  );
}

/** The answers to an undo that comes too late (each has its error code). */
export const applicationUndoMessages = {
  expired: 'The 10 seconds to undo this move have passed',
  superseded: 'This move can no longer be undone: the application has changed since',
} as const;

/** Moves that carry an internal reason from the managed list (issue 20). */
export const reasonedApplicationStatuses = [
  'rejected',
  'on_hold',
] as const satisfies readonly ApplicationStatus[];

/** The kind of internal reason a move takes, if any. */
export function internalReasonKindOf(to: ApplicationStatus): 'rejected' | 'on_hold' | null {
  return to === 'rejected' || to === 'on_hold' ? to : null;
}

/** Rejecting requires an internal reason; putting on hold takes one optionally. */
export function applicationMoveNeedsInternalReason(to: ApplicationStatus): boolean {
  return to === 'rejected';
}

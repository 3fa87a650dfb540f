import {
  nextVacancyStatuses,
  type Vacancy,
  type VacancyReviewDecision,
  type VacancyStatus,
} from '@careers/contracts';

export interface VacancyAction {
  to: VacancyStatus;
  /** Translation key of the button (publish, resume, reopen, pause, close, archive). */
  labelKey: string;
  variant: string;
}

/**
 * The moves offered for a vacancy: only what the status machine allows from its status. A vacancy
 * waiting for approval gets the review decisions instead (reviewActions), and an employer's draft
 * none: it opens once they submit it and it is approved.
 */
export function vacancyActions(
  from: VacancyStatus,
  createdByRole: Vacancy['createdByRole'] = 'admin',
): VacancyAction[] {
  if (from === 'pending_approval') return [];
  if (from === 'draft' && createdByRole === 'employer') return [];
  return nextVacancyStatuses(from).map((to) => {
    if (to === 'open') {
      const verb = from === 'draft' ? 'publish' : from === 'paused' ? 'resume' : 'reopen';
      return { to, labelKey: `careers.vacancyAction.${verb}`, variant: 'success' };
    }
    if (to === 'paused') return { to, labelKey: 'careers.vacancyAction.pause', variant: 'warning' };
    if (to === 'closed') return { to, labelKey: 'careers.vacancyAction.close', variant: 'danger' };
    return { to, labelKey: 'careers.vacancyAction.archive', variant: 'secondary' };
  });
}

export interface ReviewAction {
  decision: VacancyReviewDecision;
  /** Translation key of the button. */
  labelKey: string;
  variant: string;
  /** Requesting changes and declining ask for a note the employer reads. */
  needsNote: boolean;
}

/** The decisions on a vacancy waiting for approval. */
export function reviewActions(from: VacancyStatus): ReviewAction[] {
  if (from !== 'pending_approval') return [];
  return [
    {
      decision: 'approve',
      labelKey: 'careers.review.approve',
      variant: 'success',
      needsNote: false,
    },
    {
      decision: 'request_changes',
      labelKey: 'careers.review.requestChanges',
      variant: 'warning',
      needsNote: true,
    },
    { decision: 'decline', labelKey: 'careers.review.decline', variant: 'danger', needsNote: true },
  ];
}

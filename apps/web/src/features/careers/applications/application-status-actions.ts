import {
  applicationMoveNeedsReason,
  type Application,
  type ApplicationStatus,
} from '@careers/contracts';

export interface ApplicationAction {
  to: ApplicationStatus;
  labelKey: string;
  variant: string;
  /** Rejecting and reopening a rejection must carry a reason. */
  needsReason: boolean;
}

const variants: Partial<Record<ApplicationStatus, string>> = {
  rejected: 'danger',
  on_hold: 'secondary',
  hired: 'success',
  offered: 'success',
};

/**
 * The moves offered for an application: exactly `allowedNext` from the API's answer (the server
 * works it out, on_hold's resume target included), each saying whether it needs a reason.
 */
export function applicationActions(
  application: Pick<Application, 'status' | 'allowedNext'>,
): ApplicationAction[] {
  return application.allowedNext.map((to) => {
    const reopen = application.status === 'rejected' && to === 'under_review';
    const resume = application.status === 'on_hold' && to !== 'rejected';
    const verb = reopen ? 'reopen' : resume ? 'resume' : to;
    return {
      to,
      labelKey: `careers.applicationAction.${verb}`,
      variant: variants[to] ?? 'primary',
      needsReason: applicationMoveNeedsReason(application.status, to),
    };
  });
}

/** Target statuses a bulk change may offer: every status an admin can move an application to. */
export const bulkTargetStatuses: ApplicationStatus[] = [
  'under_review',
  'shortlisted',
  'interviewing',
  'offered',
  'hired',
  'on_hold',
  'rejected',
];

import { nextVacancyStatuses, type VacancyStatus } from '@careers/contracts';

export interface VacancyAction {
  to: VacancyStatus;
  /** Translation key of the button (publish, resume, reopen, pause, close, archive). */
  labelKey: string;
  variant: string;
}

/** The moves offered for a vacancy: only what the status machine allows from its status. */
export function vacancyActions(from: VacancyStatus): VacancyAction[] {
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

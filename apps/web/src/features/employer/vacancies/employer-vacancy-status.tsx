import {
  employerEditableVacancyStatuses,
  type Vacancy,
  type VacancyStatus,
} from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

const TONE: Record<VacancyStatus, string> = {
  draft: 'secondary',
  pending_approval: 'warning',
  open: 'success',
  paused: 'info',
  closed: 'dark',
  archived: 'secondary',
  declined: 'danger',
};

/** Whether the contact may still edit and submit it (a draft or a declined vacancy). */
export function isEditable(vacancy: Pick<Vacancy, 'status'>): boolean {
  return (employerEditableVacancyStatuses as readonly VacancyStatus[]).includes(vacancy.status);
}

export function EmployerVacancyStatusBadge({ status }: { status: VacancyStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge rounded-pill bg-light-${TONE[status]}`}>
      {t(`careers.vacancyStatus.${status}`)}
    </span>
  );
}

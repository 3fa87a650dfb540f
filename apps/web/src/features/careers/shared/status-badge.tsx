import type { ApplicationStatus, VacancyStatus } from '@careers/contracts';
import Badge from 'react-bootstrap/Badge';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { column } from '../../../core/ui/data-table.tsx';

const vacancyColours: Record<VacancyStatus, string> = {
  draft: 'secondary',
  pending_approval: 'info',
  open: 'success',
  paused: 'warning',
  closed: 'danger',
  archived: 'dark',
  declined: 'danger',
};

const applicationColours: Record<ApplicationStatus, string> = {
  submitted: 'info',
  under_review: 'primary',
  shortlisted: 'primary',
  interviewing: 'warning',
  offered: 'success',
  hired: 'success',
  rejected: 'danger',
  on_hold: 'secondary',
  withdrawn: 'dark',
};

/** A status as a pill in its colour (`colours`), named by the texts under `texts`. */
export function statusBadge<S extends string>(colours: Record<S, string>, texts: string) {
  return function StatusBadge({ status }: { status: S }) {
    const { t } = useTranslation();
    return (
      <Badge pill bg={`light-${colours[status]}`}>
        {t(`${texts}.${status}`)}
      </Badge>
    );
  };
}

export const VacancyStatusBadge = statusBadge(vacancyColours, 'careers.vacancyStatus');
export const ApplicationStatusBadge = statusBadge(applicationColours, 'careers.applicationStatus');

function ActiveBadge({ active, label }: { active: boolean; label: string }) {
  const colour = active ? 'success' : 'secondary';
  return (
    <Badge pill bg={`light-${colour}`}>
      {label}
    </Badge>
  );
}

/** An admin's or a candidate's account status: green while active, grey otherwise. */
export function AccountStatusBadge({ of, status }: { of: 'admin' | 'candidate'; status: string }) {
  const { t } = useTranslation();
  return <ActiveBadge active={status === 'active'} label={t(`careers.${of}Status.${status}`)} />;
}

/** A list's Status column of admins' or candidates' accounts (the server does not sort by it). */
export function accountStatusColumn<T extends { status: string }>(
  t: TFunction,
  of: 'admin' | 'candidate',
): ColumnDef<T> {
  return column<T>(
    'status',
    t('careers.common.status'),
    (record) => <AccountStatusBadge of={of} status={record.status} />,
    { enableSorting: false },
  );
}

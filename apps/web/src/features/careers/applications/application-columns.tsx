import type { Application } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { DateCell } from '../../../core/ui/date-cell.tsx';
import { ApplicationStatusBadge } from '../shared/status-badge.tsx';

/** The columns every table of applications shows: where each stands and when it came. */
export function applicationStatusColumns(t: TFunction): ColumnDef<Application>[] {
  return [
    {
      id: 'status',
      header: () => t('careers.common.status'),
      cell: ({ row }) => <ApplicationStatusBadge status={row.original.status} />,
    },
    {
      id: 'submittedAt',
      header: () => t('careers.application.submittedAt'),
      cell: ({ row }) => <DateCell iso={row.original.submittedAt} />,
    },
  ];
}

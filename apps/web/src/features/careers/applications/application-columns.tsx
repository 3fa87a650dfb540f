import type { Application } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
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

/**
 * The applications list's columns. The candidate's link carries the list's query to the
 * application page, whose previous/next walk this list (keyboard triage, issue 20).
 */
export function useApplicationListColumns(): ColumnDef<Application>[] {
  const { t } = useTranslation();
  const { search } = useLocation();
  return useMemo<ColumnDef<Application>[]>(
    () => [
      {
        id: 'candidateName',
        header: () => t('careers.application.candidate'),
        cell: ({ row }) => (
          <div className="min-w-0">
            <Link
              to={`/careers/applications/${row.original.id}${search}`}
              className="fw-semibold d-block"
              data-triage-id={row.original.id}
            >
              {row.original.candidateName}
            </Link>
            <span className="small text-body-secondary">{row.original.candidateEmail}</span>
          </div>
        ),
      },
      {
        id: 'vacancyTitle',
        header: () => t('careers.application.vacancy'),
        cell: ({ row }) => (
          <div>
            <Link to={`/careers/vacancies/${row.original.vacancyId}`}>
              {row.original.vacancyTitle}
            </Link>
            <span className="small text-body-secondary d-block">{row.original.employerName}</span>
          </div>
        ),
      },
      ...applicationStatusColumns(t),
      {
        id: 'updatedAt',
        header: () => t('careers.application.updatedAt'),
        cell: ({ row }) => <DateCell iso={row.original.updatedAt} />,
      },
    ],
    [t, search],
  );
}

import { candidateLevels, candidateStatuses, type Candidate } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { candidatesApi } from '../../../core/api/candidates.ts';
import { useList } from '../../../core/api/list.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { DateCell } from '../../../core/ui/date-cell.tsx';
import { optionsOf } from '../shared/list-controls.tsx';
import { ListCard } from '../shared/list-card.tsx';
import { statusFilter } from '../shared/list-toolbar.tsx';
import { AccountStatusBadge } from '../shared/status-badge.tsx';
import { LISTS } from '../lists.ts';
import { useListQuery } from '../shared/use-list-query.ts';
import { useTagFilter } from '../reviewing/tag-filter.ts';
import '../shared/careers.scss';

export function graduationYearFilterOptions(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 15 }, (_, i) => String(year + 4 - i));
}

export function CandidatesPage() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(LISTS.candidates.filters, LISTS.candidates.defaults);
  const tagFilter = useTagFilter(query.tag, 'candidates-tag');
  const state = useList(candidatesApi.endpoints.getCandidates, query);

  const columns = useMemo<ColumnDef<Candidate>[]>(
    () => [
      {
        id: 'fullName',
        header: () => t('careers.candidate.name'),
        // The address under the name, as on the applications list: the table fits a laptop.
        cell: ({ row }) => (
          <div className="min-w-0">
            <Link to={`/careers/candidates/${row.original.id}`} className="fw-semibold d-block">
              {row.original.fullName}
            </Link>
            <span className="small text-body-secondary text-break">{row.original.email}</span>
          </div>
        ),
      },
      {
        id: 'programme',
        header: () => t('careers.candidate.programme'),
        cell: ({ row }) => row.original.programme ?? '—',
      },
      {
        id: 'level',
        enableSorting: false,
        header: () => t('careers.candidate.level'),
        cell: ({ row }) => (row.original.level ? t(`careers.level.${row.original.level}`) : '—'),
      },
      {
        id: 'graduationYear',
        header: () => t('careers.candidate.graduationYear'),
        cell: ({ row }) => row.original.graduationYear ?? '—',
      },
      {
        id: 'status',
        enableSorting: false,
        header: () => t('careers.common.status'),
        cell: ({ row }) => <AccountStatusBadge of="candidate" status={row.original.status} />,
      },
      {
        id: 'createdAt',
        header: () => t('careers.candidate.registered'),
        cell: ({ row }) => <DateCell iso={row.original.createdAt} />,
      },
    ],
    [t],
  );

  return (
    <>
      <CareersHeader />
      <ListCard
        id="candidates"
        searchLabel={t('careers.candidates.search')}
        filterBy={[
          {
            key: 'level',
            label: t('careers.candidate.level'),
            options: optionsOf(candidateLevels, (l) => t(`careers.level.${l}`)),
          },
          {
            key: 'graduationYear',
            id: 'candidates-year',
            label: t('careers.candidate.graduationYear'),
            options: optionsOf(graduationYearFilterOptions(), (y) => y),
          },
          statusFilter(t, candidateStatuses, (s) => t(`careers.candidateStatus.${s}`)),
          tagFilter,
        ]}
        list={{ query, update }}
        state={state}
        table={{
          label: t('menu.candidates'),
          columns,
          empty: { text: t('careers.candidates.empty') },
        }}
      />
    </>
  );
}

import { candidateLevels, candidateStatuses, type Candidate } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { column } from '../../../core/ui/data-table.tsx';
import { useMemo } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { candidatesApi } from '../../../core/api/candidates.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { DateCell } from '../../../core/ui/date-cell.tsx';
import { ListCard, useCareersList } from '../shared/list-card.tsx';
import { statusFilter, valueFilter } from '../shared/list-toolbar.tsx';
import { accountStatusColumn } from '../shared/status-badge.tsx';
import { useTagFilter } from '../reviewing/tag-filter.ts';
import '../shared/careers.scss';

export function graduationYearFilterOptions(now = new Date()): string[] {
  const year = now.getFullYear();
  return Array.from({ length: 15 }, (_, i) => String(year + 4 - i));
}

export function CandidatesPage() {
  const { t } = useTranslation();
  const list = useCareersList('candidates', candidatesApi.endpoints.getCandidates);
  const { query } = list;
  const tagFilter = useTagFilter(query.tag, 'candidates-tag');

  const columns = useMemo<ColumnDef<Candidate>[]>(
    () => [
      // The address under the name, as on the applications list: the table fits a laptop.
      column<Candidate>('fullName', t('careers.candidate.name'), (c) => (
        <div className="min-w-0">
          <Link to={`/careers/candidates/${c.id}`} className="fw-semibold d-block">
            {c.fullName}
          </Link>
          <span className="small text-body-secondary text-break">{c.email}</span>
        </div>
      )),
      column<Candidate>('programme', t('careers.candidate.programme'), (c) => c.programme ?? '—'),
      column<Candidate>(
        'level',
        t('careers.candidate.level'),
        (c) => (c.level ? t(`careers.level.${c.level}`) : '—'),
        { enableSorting: false },
      ),
      column<Candidate>(
        'graduationYear',
        t('careers.candidate.graduationYear'),
        (c) => c.graduationYear ?? '—',
      ),
      accountStatusColumn<Candidate>(t, 'candidate'),
      column<Candidate>('createdAt', t('careers.candidate.registered'), (c) => (
        <DateCell iso={c.createdAt} />
      )),
    ],
    [t],
  );

  return (
    <>
      <CareersHeader />
      <ListCard
        list={list}
        filterBy={[
          valueFilter('level', t('careers.candidate.level'), candidateLevels, (l) =>
            t(`careers.level.${l}`),
          ),
          valueFilter(
            'graduationYear',
            t('careers.candidate.graduationYear'),
            graduationYearFilterOptions(),
            (y) => y,
          ),
          statusFilter(t, candidateStatuses, (s) => t(`careers.candidateStatus.${s}`)),
          tagFilter,
        ]}
        columns={columns}
      />
    </>
  );
}

import {
  applicationExportColumns,
  applicationListColumns,
  applicationStatuses,
  type ApplicationExportColumn,
  type Vacancy,
} from '@careers/contracts';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { applicationsApi } from '../../../core/api/applications.ts';
import { useGetVacancyOptionsQuery } from '../../../core/api/vacancies.ts';
import { useGetReasonsQuery } from '../../../core/api/reasons.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { ListCard, useCareersList } from '../shared/list-card.tsx';
import { recordFilter, statusFilter } from '../shared/list-toolbar.tsx';
import { useApplicationListColumns } from './application-columns.tsx';
import { useApplicationsBulk } from './applications-bulk.tsx';
import { useTagFilter } from '../reviewing/tag-filter.ts';
import { useListTriage } from './triage/list-triage.tsx';
import { UndoBar } from './triage/undo-bar.tsx';
import '../shared/careers.scss';

const NO_VACANCIES: Vacancy[] = [];

const exportLabels: Record<ApplicationExportColumn, string> = {
  id: 'careers.export.id',
  candidateName: 'careers.application.candidate',
  candidateEmail: 'careers.candidate.email',
  vacancyTitle: 'careers.application.vacancy',
  employer: 'careers.vacancy.employer',
  status: 'careers.common.status',
  submittedAt: 'careers.application.submittedAt',
  updatedAt: 'careers.application.updatedAt',
  decidedAt: 'careers.export.decidedAt',
  screeningAnswers: 'careers.export.screeningAnswers',
};
const EXPORT = {
  columns: applicationExportColumns,
  labels: exportLabels,
  shown: applicationListColumns,
};

export function ApplicationsPage() {
  const { t } = useTranslation();
  const list = useCareersList('applications', applicationsApi.endpoints.getApplications);
  const { query, update, state } = list;
  const { formatDate } = useDateFormat();
  const { data: vacancies = NO_VACANCIES } = useGetVacancyOptionsQuery();
  const tagFilter = useTagFilter(query.tag, 'applications-tag');
  const bulk = useApplicationsBulk(state.allData, state.refetch);
  const triage = useListTriage(state.data);
  const columns = useApplicationListColumns();
  // The name of the reason the list is filtered by (the dashboard's figures open it so).
  const reasons = useGetReasonsQuery({}, { skip: !query.reason });
  const reasonName = reasons.currentData?.data.find((r) => r.id === query.reason)?.name ?? '';

  const vacancyOptions = useMemo(
    () =>
      [...vacancies]
        .sort((a, b) => a.title.localeCompare(b.title))
        .map((v) => ({ value: v.id, label: `${v.title} — ${v.employer.name}` })),
    [vacancies],
  );

  // Filters set from elsewhere (the dashboard, a candidate's page), each with a button to clear it.
  const cleared: { key: string; label: string }[] = [
    ...(query.reason
      ? [{ key: 'reason', label: t('careers.reasons.clearFilter', { name: reasonName }) }]
      : []),
    ...(query.candidateId
      ? [{ key: 'candidateId', label: t('careers.applications.clearCandidate') }]
      : []),
    ...(query.submittedOn
      ? [
          {
            key: 'submittedOn',
            label: t('careers.applications.clearSubmittedOn', {
              date: formatDate(`${query.submittedOn}T12:00:00.000Z`),
            }),
          },
        ]
      : []),
  ];

  return (
    <div onKeyDown={triage.onKeyDown} role="region" aria-label={t('careers.triage.listRegion')}>
      <CareersHeader actions={triage.helpButton} />
      {bulk.summary}
      <ListCard
        list={list}
        filterBy={[
          statusFilter(t, applicationStatuses, (s) => t(`careers.applicationStatus.${s}`)),
          recordFilter(
            'vacancyId',
            t('careers.application.vacancy'),
            vacancyOptions,
            query,
            t('careers.applications.thisVacancy'),
          ),
          tagFilter,
        ]}
        filters={
          cleared.length > 0 &&
          cleared.map(({ key, label }) => (
            <Button
              key={key}
              variant="outline-secondary"
              size="sm"
              onClick={() => update({ [key]: undefined })}
            >
              {label}
            </Button>
          ))
        }
        actions={bulk.toolbar}
        exportable={EXPORT}
        columns={columns}
        table={{
          selection: bulk.selection,
          onSelectionChange: bulk.setSelection,
          rowLabel: (a) => `${a.candidateName} — ${a.vacancyTitle}`,
        }}
      />
      {bulk.dialog}
      {triage.dialogs}
      <UndoBar />
    </div>
  );
}

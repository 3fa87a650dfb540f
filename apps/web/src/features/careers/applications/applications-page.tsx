import {
  applicationExportColumns,
  applicationListColumns,
  applicationStatuses,
  type Application,
  type ApplicationExportColumn,
  type ApplicationStatus,
  type Vacancy,
} from '@careers/contracts';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  applicationsApi,
  useChangeApplicationStatusMutation,
  type ApplicationMove,
} from '../../../core/api/applications.ts';
import { useList } from '../../../core/api/list.ts';
import { useGetVacancyOptionsQuery } from '../../../core/api/vacancies.ts';
import { useGetReasonsQuery } from '../../../core/api/reasons.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { bulkNotice, runBulk } from '../shared/bulk.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { DateCell } from '../../../core/ui/date-cell.tsx';
import { ExportMenu } from '../shared/export-menu.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { withCurrentOption } from '../shared/list-controls.tsx';
import { ListCard } from '../shared/list-card.tsx';
import { statusFilter } from '../shared/list-toolbar.tsx';
import { applicationStatusColumns } from './application-columns.tsx';
import { LISTS } from '../lists.ts';
import { useListQuery } from '../shared/use-list-query.ts';
import { bulkTargetStatuses } from './application-status-actions.ts';
import { useTagFilter } from '../reviewing/tag-filter.ts';
import { MoveDialog } from './move-dialog.tsx';
import '../shared/careers.scss';

const NO_VACANCIES: Vacancy[] = [];

const exportLabelKeys: Record<ApplicationExportColumn, string> = {
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

export function ApplicationsPage() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(LISTS.applications.filters, LISTS.applications.defaults);
  const { formatDate } = useDateFormat();
  const state = useList(applicationsApi.endpoints.getApplications, query);
  const { data: vacancies = NO_VACANCIES } = useGetVacancyOptionsQuery();
  const tagFilter = useTagFilter(query.tag, 'applications-tag');
  const [changeStatus] = useChangeApplicationStatusMutation();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [target, setTarget] = useState<ApplicationStatus | ''>('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
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

  const exportColumns = useMemo(
    () => applicationExportColumns.map((id) => ({ id, label: t(exportLabelKeys[id]) })),
    [t],
  );

  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const selected = state.allData.filter((a) => selectedIds.includes(a.id));
  const movable = target ? selected.filter((a) => a.allowedNext.includes(target)) : [];

  const bulkMove = async (carried: Omit<ApplicationMove, 'status'>) => {
    if (!target) return;
    setBusy(true);
    const result = await runBulk(movable, (a) =>
      changeStatus({ id: a.id, status: target, ...carried }).unwrap(),
    );
    setBusy(false);
    setConfirming(false);
    setSelection({});
    setTarget('');
    const summary = t('careers.bulk.moveSummary', {
      succeeded: result.succeeded,
      failed: result.failed,
      skipped: selected.length - movable.length,
      status: t(`careers.applicationStatus.${target}`),
    });
    const notice = bulkNotice(result, summary);
    void notify(notice.kind, notice.text);
    state.refetch();
  };

  const columns = useMemo<ColumnDef<Application>[]>(
    () => [
      {
        id: 'candidateName',
        header: () => t('careers.application.candidate'),
        cell: ({ row }) => (
          <div className="min-w-0">
            <Link to={`/careers/applications/${row.original.id}`} className="fw-semibold d-block">
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
    [t],
  );

  return (
    <>
      <CareersHeader />
      <ListCard
        id="applications"
        searchLabel={t('careers.applications.search')}
        filterBy={[
          statusFilter(t, applicationStatuses, (s) => t(`careers.applicationStatus.${s}`)),
          {
            key: 'vacancyId',
            id: 'applications-vacancy',
            label: t('careers.application.vacancy'),
            options: withCurrentOption(
              vacancyOptions,
              query.vacancyId,
              t('careers.applications.thisVacancy'),
            ),
          },
          tagFilter,
        ]}
        filters={
          (query.candidateId || query.submittedOn || query.reason) && (
            <>
              {query.reason && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => update({ reason: undefined })}
                >
                  {t('careers.reasons.clearFilter', { name: reasonName })}
                </Button>
              )}
              {query.candidateId && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => update({ candidateId: undefined })}
                >
                  {t('careers.applications.clearCandidate')}
                </Button>
              )}
              {query.submittedOn && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => update({ submittedOn: undefined })}
                >
                  {t('careers.applications.clearSubmittedOn', {
                    date: formatDate(`${query.submittedOn}T12:00:00.000Z`),
                  })}
                </Button>
              )}
            </>
          )
        }
        actions={
          <>
            {selectedIds.length > 0 && (
              <>
                <Form.Group
                  controlId="applications-bulk-target"
                  className="d-flex align-items-center gap-2"
                >
                  <Form.Label className="small mb-0 text-nowrap">
                    {t('careers.bulk.moveSelected', { n: selectedIds.length })}
                  </Form.Label>
                  <Form.Select
                    size="sm"
                    value={target}
                    onChange={(e) => setTarget(e.target.value as ApplicationStatus | '')}
                  >
                    <option value="">{t('careers.bulk.chooseStatus')}</option>
                    {bulkTargetStatuses.map((s) => (
                      <option key={s} value={s}>
                        {t(`careers.applicationStatus.${s}`)}
                      </option>
                    ))}
                  </Form.Select>
                </Form.Group>
                <Button size="sm" disabled={!target} onClick={() => setConfirming(true)}>
                  {t('careers.bulk.apply')}
                </Button>
              </>
            )}
            <ExportMenu
              url="/api/v1/applications/export"
              name="applications"
              query={query}
              columns={exportColumns}
              shown={applicationListColumns}
            />
          </>
        }
        list={{ query, update }}
        state={state}
        table={{
          label: t('menu.applications'),
          columns,
          empty: { text: t('careers.applications.empty') },
          selection,
          onSelectionChange: setSelection,
          rowLabel: (a) => `${a.candidateName} — ${a.vacancyTitle}`,
        }}
      />
      <MoveDialog
        show={confirming}
        to={target || null}
        title={t('careers.bulk.moveTitle')}
        body={
          <p className="mb-0">
            {t('careers.bulk.moveBody', {
              n: movable.length,
              skipped: selected.length - movable.length,
              status: target ? t(`careers.applicationStatus.${target}`) : '',
            })}
          </p>
        }
        confirmLabel={t('careers.bulk.apply')}
        variant={target === 'rejected' ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={(carried) => void bulkMove(carried)}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

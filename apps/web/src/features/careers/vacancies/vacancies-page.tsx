import {
  vacancyExportColumns,
  vacancyListColumns,
  vacancyStatuses,
  vacancyTypes,
  workplaces,
  type Vacancy,
  type VacancyExportColumn,
} from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { column } from '../../../core/ui/data-table.tsx';
import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus, XCircle } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useChangeVacancyStatusMutation, vacanciesApi } from '../../../core/api/vacancies.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { ListCard, useCareersList } from '../shared/list-card.tsx';
import { useBulk } from '../shared/use-bulk.ts';
import { statusFilter, valueFilter } from '../shared/list-toolbar.tsx';
import { VacancyStatusBadge } from '../shared/status-badge.tsx';
import '../shared/careers.scss';
import { useDateFormat } from '../../../core/format/use-date-format.ts';

const exportLabels: Record<VacancyExportColumn, string> = {
  id: 'careers.export.id',
  title: 'careers.vacancy.title',
  employer: 'careers.vacancy.employer',
  location: 'careers.vacancy.location',
  workplace: 'careers.vacancy.workplace',
  type: 'careers.vacancy.type',
  sector: 'careers.vacancy.sector',
  positions: 'careers.vacancy.positions',
  status: 'careers.common.status',
  closesAt: 'careers.vacancy.closesAt',
  applicationCount: 'careers.vacancy.applications',
  createdAt: 'careers.export.createdAt',
};
const EXPORT = { columns: vacancyExportColumns, labels: exportLabels, shown: vacancyListColumns };

const closable = (v: Vacancy) => v.status === 'open' || v.status === 'paused';

export function VacanciesPage() {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const list = useCareersList('vacancies', vacanciesApi.endpoints.getVacancies);
  const [changeStatus] = useChangeVacancyStatusMutation();
  const bulk = useBulk(list.state.allData, list.state.refetch);
  const toClose = bulk.selected.filter(closable);
  const skipped = bulk.selected.length - toClose.length;

  const bulkClose = () =>
    bulk.run(
      toClose,
      (v) => changeStatus({ id: v.id, status: 'closed' }).unwrap(),
      (result) =>
        t('careers.bulk.closeSummary', {
          succeeded: result.succeeded,
          failed: result.failed,
          skipped,
        }),
    );

  const columns = useMemo<ColumnDef<Vacancy>[]>(
    () => [
      column<Vacancy>('title', t('careers.vacancy.title'), (v) => (
        <Link to={`/careers/vacancies/${v.id}`} className="fw-semibold">
          {v.title}
        </Link>
      )),
      column<Vacancy>('employer', t('careers.vacancy.employer'), (v) => v.employer.name),
      column<Vacancy>('location', t('careers.vacancy.location'), (v) => v.location),
      column<Vacancy>(
        'type',
        t('careers.vacancy.type'),
        (v) => <span className="text-nowrap">{t(`careers.vacancyType.${v.type}`)}</span>,
        { enableSorting: false },
      ),
      column<Vacancy>('status', t('careers.common.status'), (v) => (
        <VacancyStatusBadge status={v.status} />
      )),
      column<Vacancy>('closesAt', t('careers.vacancy.closesAt'), (v) => (
        <span className="text-nowrap">{formatDateTime(v.closesAt)}</span>
      )),
      column<Vacancy>(
        'applicationCount',
        t('careers.vacancy.applications'),
        (v) => v.applicationCount,
      ),
    ],
    [t, formatDateTime],
  );

  return (
    <>
      <CareersHeader
        actions={
          <Link to="/careers/vacancies/new" className="btn btn-primary">
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('careers.vacancies.new')}
          </Link>
        }
      />
      <ListCard
        list={list}
        filterBy={[
          statusFilter(t, vacancyStatuses, (s) => t(`careers.vacancyStatus.${s}`)),
          valueFilter('type', t('careers.vacancy.type'), vacancyTypes, (s) =>
            t(`careers.vacancyType.${s}`),
          ),
          valueFilter('workplace', t('careers.vacancy.workplace'), workplaces, (s) =>
            t(`careers.workplace.${s}`),
          ),
        ]}
        actions={
          bulk.selectedIds.length > 0 && (
            <Button variant="outline-danger" size="sm" onClick={() => bulk.setConfirming(true)}>
              <XCircle size={14} aria-hidden="true" className="me-1" />
              {t('careers.bulk.closeSelected', { n: bulk.selectedIds.length })}
            </Button>
          )
        }
        exportable={EXPORT}
        columns={columns}
        table={{
          selection: bulk.selection,
          onSelectionChange: bulk.setSelection,
          rowLabel: (v) => v.title,
        }}
      />
      <ConfirmDialog
        show={bulk.confirming}
        title={t('careers.bulk.closeTitle')}
        body={t('careers.bulk.closeBody', {
          n: toClose.length,
          skipped,
        })}
        confirmLabel={t('careers.bulk.closeConfirm')}
        variant="danger"
        busy={bulk.busy}
        onConfirm={() => void bulkClose()}
        onCancel={() => bulk.setConfirming(false)}
      />
    </>
  );
}

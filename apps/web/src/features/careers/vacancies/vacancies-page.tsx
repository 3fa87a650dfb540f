import {
  vacancyExportColumns,
  vacancyListColumns,
  vacancyStatuses,
  vacancyTypes,
  workplaces,
  type Vacancy,
  type VacancyExportColumn,
} from '@careers/contracts';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { column } from '../../../core/ui/data-table.tsx';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus, XCircle } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useList } from '../../../core/api/list.ts';
import { useChangeVacancyStatusMutation, vacanciesApi } from '../../../core/api/vacancies.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { bulkNotice, runBulk } from '../shared/bulk.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { ExportMenu } from '../shared/export-menu.tsx';
import { optionsOf } from '../shared/list-controls.tsx';
import { ListCard } from '../shared/list-card.tsx';
import { statusFilter } from '../shared/list-toolbar.tsx';
import { VacancyStatusBadge } from '../shared/status-badge.tsx';
import { LISTS } from '../lists.ts';
import { useListQuery } from '../shared/use-list-query.ts';
import '../shared/careers.scss';
import { useDateFormat } from '../../../core/format/use-date-format.ts';

const exportLabelKeys: Record<VacancyExportColumn, string> = {
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

const closable = (v: Vacancy) => v.status === 'open' || v.status === 'paused';

export function VacanciesPage() {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const { query, update } = useListQuery(LISTS.vacancies.filters, LISTS.vacancies.defaults);
  const state = useList(vacanciesApi.endpoints.getVacancies, query);
  const [changeStatus] = useChangeVacancyStatusMutation();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const selected = state.allData.filter((v) => selectedIds.includes(v.id));
  const toClose = selected.filter(closable);

  const bulkClose = async () => {
    setBusy(true);
    const result = await runBulk(toClose, (v) =>
      changeStatus({ id: v.id, status: 'closed' }).unwrap(),
    );
    setBusy(false);
    setConfirming(false);
    setSelection({});
    const skipped = selected.length - toClose.length;
    const summary = t('careers.bulk.closeSummary', {
      succeeded: result.succeeded,
      failed: result.failed,
      skipped,
    });
    const notice = bulkNotice(result, summary);
    void notify(notice.kind, notice.text);
    state.refetch();
  };

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

  const exportColumns = useMemo(
    () => vacancyExportColumns.map((id) => ({ id, label: t(exportLabelKeys[id]) })),
    [t],
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
        id="vacancies"
        searchLabel={t('careers.vacancies.search')}
        filterBy={[
          statusFilter(t, vacancyStatuses, (s) => t(`careers.vacancyStatus.${s}`)),
          {
            key: 'type',
            label: t('careers.vacancy.type'),
            options: optionsOf(vacancyTypes, (s) => t(`careers.vacancyType.${s}`)),
          },
          {
            key: 'workplace',
            label: t('careers.vacancy.workplace'),
            options: optionsOf(workplaces, (s) => t(`careers.workplace.${s}`)),
          },
        ]}
        actions={
          <>
            {selectedIds.length > 0 && (
              <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>
                <XCircle size={14} aria-hidden="true" className="me-1" />
                {t('careers.bulk.closeSelected', { n: selectedIds.length })}
              </Button>
            )}
            <ExportMenu
              url="/api/v1/vacancies/export"
              name="vacancies"
              query={query}
              columns={exportColumns}
              shown={vacancyListColumns}
            />
          </>
        }
        list={{ query, update }}
        state={state}
        table={{
          label: t('menu.vacancies'),
          columns,
          empty: { text: t('careers.vacancies.empty') },
          selection,
          onSelectionChange: setSelection,
          rowLabel: (v) => v.title,
        }}
      />
      <ConfirmDialog
        show={confirming}
        title={t('careers.bulk.closeTitle')}
        body={
          <p className="mb-0">
            {t('careers.bulk.closeBody', {
              n: toClose.length,
              skipped: selected.length - toClose.length,
            })}
          </p>
        }
        confirmLabel={t('careers.bulk.closeConfirm')}
        variant="danger"
        busy={busy}
        onConfirm={() => void bulkClose()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

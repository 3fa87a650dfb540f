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
import { Link, useLocation } from 'react-router';
import {
  applicationsApi,
  useChangeApplicationStatusMutation,
  type ApplicationMove,
} from '../../../core/api/applications.ts';
import { useList } from '../../../core/api/list.ts';
import { useGetVacancyOptionsQuery } from '../../../core/api/vacancies.ts';
import { useGetReasonsQuery } from '../../../core/api/reasons.ts';
import { notify } from '../../../core/ui/toasts.tsx';
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
import { useBulkMove } from './bulk-move.tsx';
import { toApiError } from '../../../core/api/api-error.ts';
import { useQuickMove } from './triage/quick-move.ts';
import { triageKeyHandler, useShortcutsEnabled } from './triage/shortcuts.ts';
import { useShortcutsHelp } from './triage/shortcuts-dialog.tsx';
import { UndoBar } from './triage/undo-bar.tsx';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
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
  // Keyboard triage (issue 20): the rows' links carry the list's query to the application page,
  // whose previous/next walk this list.
  const { search } = useLocation();
  const quick = useQuickMove();
  const help = useShortcutsHelp();
  const [shortcutsOn] = useShortcutsEnabled();
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const reject = useAsyncAction();

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

  // One request for every selected row: the server moves each it may and says why not the rest.
  const bulk = useBulkMove();
  const bulkMove = async (carried: Omit<ApplicationMove, 'status'>) => {
    if (!target) return;
    setBusy(true);
    await bulk.move(selected, target, carried);
    setBusy(false);
    setConfirming(false);
    setSelection({});
    setTarget('');
    state.refetch();
  };

  const columns = useMemo<ColumnDef<Application>[]>(
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

  /** The rows' links, in order, and the one focus is in (or -1). */
  const rowLinks = (region: HTMLElement) => {
    const links = [...region.querySelectorAll<HTMLElement>('[data-triage-id]')];
    const active = document.activeElement;
    const at = links.findIndex(
      (a) =>
        a === active ||
        (active instanceof HTMLElement && active.contains(a)) ||
        a.closest('tr')?.contains(active ?? null),
    );
    return { links, at };
  };
  const focusRow = (region: HTMLElement, step: 1 | -1) => {
    const { links, at } = rowLinks(region);
    const target = at < 0 ? links[0] : links[Math.min(links.length - 1, Math.max(0, at + step))];
    target?.focus();
  };
  const focused = (region: HTMLElement): Application | undefined => {
    const { links, at } = rowLinks(region);
    const id = links[at]?.dataset.triageId;
    return state.data.find((a) => a.id === id);
  };
  const onKeyDown = triageKeyHandler(shortcutsOn, {
    next: (region) => focusRow(region, 1),
    previous: (region) => focusRow(region, -1),
    shortlist: (region) => {
      const a = focused(region);
      if (!a) return;
      if (!a.allowedNext.includes('shortlisted')) {
        void notify(
          'info',
          t('careers.triage.notAllowed', {
            from: t(`careers.applicationStatus.${a.status}`),
            to: t('careers.applicationStatus.shortlisted'),
          }),
        );
        return;
      }
      quick.move(a, 'shortlisted').catch((failure: unknown) => {
        void notify('error', toApiError(failure).message);
      });
    },
    reject: (region) => {
      const a = focused(region);
      if (a?.allowedNext.includes('rejected')) setRejecting(a);
    },
    undo: () => void quick.undo(),
    help: help.open,
  });

  return (
    <div onKeyDown={onKeyDown} role="region" aria-label={t('careers.triage.listRegion')}>
      <CareersHeader actions={help.button} />
      {bulk.summary}
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
      <MoveDialog
        show={rejecting !== null}
        to="rejected"
        title={t('careers.applicationPage.confirmTitle', {
          action: t('careers.applicationAction.rejected'),
        })}
        body={
          rejecting && (
            <p className="mb-0">
              {t('careers.applicationPage.confirmBody', {
                candidate: rejecting.candidateName,
                from: t(`careers.applicationStatus.${rejecting.status}`),
                to: t('careers.applicationStatus.rejected'),
              })}
            </p>
          )
        }
        confirmLabel={t('careers.applicationAction.rejected')}
        variant="danger"
        busy={reject.busy}
        error={reject.error}
        onConfirm={(carried) => {
          if (!rejecting) return;
          void reject.run(async () => {
            await changeStatus({ id: rejecting.id, status: 'rejected', ...carried }).unwrap();
            setRejecting(null);
          });
        }}
        onCancel={() => {
          setRejecting(null);
          reject.clearError();
        }}
      />
      {help.dialog}
      <UndoBar />
    </div>
  );
}

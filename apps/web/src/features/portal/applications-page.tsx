import { applicationStatuses, type Application } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { applicationsApi } from '../../core/api/applications.ts';
import { useList } from '../../core/api/list.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { DataTable, listTableProps } from '../../core/ui/data-table.tsx';
import { ChoiceSelect } from '../../core/ui/choice-select.tsx';
import { StatusBadge } from './portal-ui.tsx';
import { MY_APPLICATIONS_PAGE_SIZE, myApplicationsQuery } from './list-queries.ts';
import './portal.scss';
import { useDateFormat } from '../../core/format/use-date-format.ts';

/** The candidate's own applications, newest first, filtered by status (kept in the URL). */
export function MyApplicationsPage() {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const query = myApplicationsQuery(params);
  const { status, page } = query;
  const list = useList(applicationsApi.endpoints.getApplications, query);

  const columns = useMemo<ColumnDef<Application>[]>(
    () => [
      {
        id: 'vacancy',
        header: t('portal.applications.vacancy'),
        cell: ({ row: { original: a } }) => (
          <>
            <Link to={`/portal/applications/${a.id}`} className="fw-semibold">
              {a.vacancyTitle}
            </Link>
            <small className="d-block text-body-secondary">{a.employerName}</small>
          </>
        ),
      },
      {
        id: 'status',
        header: t('portal.applications.status'),
        cell: ({ row }) => <StatusBadge status={row.original.status} />,
      },
      {
        id: 'submitted',
        header: t('portal.applications.submitted'),
        cell: ({ row }) => formatDate(row.original.submittedAt),
      },
      {
        id: 'updated',
        header: t('portal.applications.updated'),
        cell: ({ row }) => formatDate(row.original.updatedAt),
      },
    ],
    [t, formatDate],
  );

  const setFilter = (next: string) => setParams(next ? { status: next } : {});

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="card">
        <div className="card-header d-flex flex-wrap gap-3 align-items-end justify-content-between">
          <div>
            <ChoiceSelect
              id="application-status"
              label={t('portal.applications.status')}
              labelClassName="form-label mb-1"
              values={applicationStatuses}
              labelOf={(s) => t(`portal.status.${s}`)}
              emptyLabel={t('portal.applications.anyStatus')}
              value={status ?? ''}
              onChange={(e) => setFilter(e.target.value)}
            />
          </div>
          <Link to="/portal/vacancies" className="btn btn-outline-primary">
            {t('portal.applications.browse')}
          </Link>
        </div>
        <DataTable
          label={t(meta.title)}
          columns={columns}
          {...listTableProps(list)}
          page={page}
          perPage={MY_APPLICATIONS_PAGE_SIZE}
          onPage={(p) => {
            const next = new URLSearchParams(params);
            if (p > 1) next.set('page', String(p));
            else next.delete('page');
            setParams(next);
          }}
          empty={{
            title: t(status ? 'portal.applications.noMatch' : 'portal.applications.none'),
            text: t(status ? 'portal.applications.noMatchText' : 'portal.applications.noneText'),
            action: status ? (
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => setFilter('')}
              >
                {t('portal.vacancies.clear')}
              </button>
            ) : (
              <Link to="/portal/vacancies" className="btn btn-primary">
                {t('portal.applications.browse')}
              </Link>
            ),
          }}
        />
      </div>
    </>
  );
}

import { applicationStatuses, type ApplicationStatus } from '@careers/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { applicationsApi } from '../../core/api/applications.ts';
import { useList } from '../../core/api/list.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { EmptyState, ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { PortalPager, StatusBadge } from './portal-ui.tsx';
import './portal.scss';
import { useDateFormat } from '../../core/format/use-date-format.ts';

const PER_PAGE = 10;

/** The candidate's own applications, newest first, filtered by status (kept in the URL). */
export function MyApplicationsPage() {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const status = applicationStatuses.find((s) => s === params.get('status')) as
    ApplicationStatus | undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useList(applicationsApi.endpoints.getApplications, {
    status,
    page,
    perPage: PER_PAGE,
    sortColumn: 'submittedAt',
    sort: 'desc',
  });

  const setFilter = (next: string) => setParams(next ? { status: next } : {});

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="card">
        <div className="card-header d-flex flex-wrap gap-3 align-items-end justify-content-between">
          <div>
            <label htmlFor="application-status" className="form-label mb-1">
              {t('portal.applications.status')}
            </label>
            <select
              id="application-status"
              className="form-select"
              value={status ?? ''}
              onChange={(e) => setFilter(e.target.value)}
            >
              <option value="">{t('portal.applications.anyStatus')}</option>
              {applicationStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`portal.status.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <Link to="/portal/vacancies" className="btn btn-outline-primary">
            {t('portal.applications.browse')}
          </Link>
        </div>
        {list.status === 'failed' ? (
          <div className="card-body">
            <ErrorState
              text={list.error || t('portal.loadFailed')}
              retryLabel={t('portal.retry')}
              onRetry={list.refetch}
            />
          </div>
        ) : list.status !== 'succeeded' ? (
          <LoadingBlock label={t('portal.loading')} />
        ) : list.data.length === 0 ? (
          <EmptyState
            title={t(status ? 'portal.applications.noMatch' : 'portal.applications.none')}
            text={t(status ? 'portal.applications.noMatchText' : 'portal.applications.noneText')}
            action={
              status ? (
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
              )
            }
          />
        ) : (
          <div className="table-responsive">
            <table
              className="table table-hover align-middle mb-0 table-list table-stack"
              role="table"
            >
              <caption className="visually-hidden">{t(meta.title)}</caption>
              <thead>
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('portal.applications.vacancy')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('portal.applications.status')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('portal.applications.submitted')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('portal.applications.updated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((a) => (
                  <tr key={a.id} role="row">
                    <td role="cell">
                      <Link to={`/portal/applications/${a.id}`} className="fw-semibold">
                        {a.vacancyTitle}
                      </Link>
                      <small className="d-block text-body-secondary">{a.employerName}</small>
                    </td>
                    <td role="cell" data-label={t('portal.applications.status')}>
                      <StatusBadge status={a.status} />
                    </td>
                    <td role="cell" data-label={t('portal.applications.submitted')}>
                      {formatDate(a.submittedAt)}
                    </td>
                    <td role="cell" data-label={t('portal.applications.updated')}>
                      {formatDate(a.updatedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {list.status === 'succeeded' && (
        <PortalPager
          page={page}
          total={list.total}
          perPage={PER_PAGE}
          onPage={(p) => {
            const next = new URLSearchParams(params);
            if (p > 1) next.set('page', String(p));
            else next.delete('page');
            setParams(next);
          }}
        />
      )}
    </>
  );
}

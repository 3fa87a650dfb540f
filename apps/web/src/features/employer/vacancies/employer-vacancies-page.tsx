import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetVacanciesQuery } from '../../../core/api/vacancies.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { EmptyState, ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { EmployerVacancyStatusBadge } from './employer-vacancy-status.tsx';

/** The organisation's vacancies, newest first, each with where it stands in the approval. */
export function EmployerVacanciesPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { formatDate } = useDateFormat();
  const read = useGetVacanciesQuery({ perPage: 100, sortColumn: 'createdAt', sort: 'desc' });
  const rows = read.currentData?.data;
  return (
    <>
      <PageHeader
        title={t(meta.title)}
        breadcrumb={meta.breadcrumb}
        actions={
          <Link to="/employer/vacancies/new" className="btn btn-sm btn-primary">
            <Plus size={14} aria-hidden="true" className="me-1" />
            {t('employerVacancies.list.new')}
          </Link>
        }
      />
      <p className="text-body-secondary">{t('employerVacancies.list.intro')}</p>
      <Card>
        {read.isError ? (
          <Card.Body>
            <ErrorState
              text={t('employerVacancies.common.loadFailed')}
              retryLabel={t('employerVacancies.common.retry')}
              onRetry={() => void read.refetch()}
            />
          </Card.Body>
        ) : !rows ? (
          <Card.Body>
            <SkeletonLines lines={4} label={t('employerVacancies.common.loading')} />
          </Card.Body>
        ) : rows.length === 0 ? (
          <Card.Body>
            <EmptyState text={t('employerVacancies.list.empty')} />
          </Card.Body>
        ) : (
          <Table responsive hover className="mb-0">
            <thead>
              <tr>
                <th scope="col">{t('employerVacancies.fields.title')}</th>
                <th scope="col">{t('employerVacancies.list.status')}</th>
                <th scope="col">{t('employerVacancies.fields.closesAt')}</th>
                <th scope="col">{t('employerVacancies.list.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((v) => (
                <tr key={v.id}>
                  <td>
                    <Link to={`/employer/vacancies/${v.id}`} className="fw-semibold">
                      {v.title}
                    </Link>
                  </td>
                  <td>
                    <EmployerVacancyStatusBadge status={v.status} />
                  </td>
                  <td>{formatDate(v.closesAt)}</td>
                  <td>{formatDate(v.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </>
  );
}

import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetSharedShortlistsQuery } from '../../../core/api/shortlists.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';

/** The shortlists staff shared with the contact's organisation, newest first. */
export function EmployerShortlistsPage() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetSharedShortlistsQuery();
  const rows = read.data ?? [];
  return (
    <>
      <PageHeader title={t('employerShortlists.title')} breadcrumb={['menu.employer']} />
      <Card>
        <Card.Body>
          {read.isError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {t('employerShortlists.loadFailed')}
            </div>
          ) : read.isLoading ? (
            <p role="status" className="mb-0">
              {t('employerShortlists.loading')}
            </p>
          ) : rows.length === 0 ? (
            <p className="mb-0 text-body-secondary">{t('employerShortlists.empty')}</p>
          ) : (
            <ul className="list-unstyled mb-0 d-grid gap-3">
              {rows.map((s) => (
                <li key={s.id} className="border rounded p-3">
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    <Link to={`/employer/shortlists/${s.id}`} className="h6 mb-0">
                      {s.title}
                    </Link>
                    {s.awaitingCount > 0 ? (
                      <span className="badge text-bg-warning ms-auto">
                        {t('employerShortlists.awaiting', { count: s.awaitingCount })}
                      </span>
                    ) : (
                      <span className="badge text-bg-success ms-auto">
                        {t('employerShortlists.allAnswered')}
                      </span>
                    )}
                  </div>
                  <p className="small text-body-secondary mb-0 mt-1">
                    {t('employerShortlists.summary', {
                      count: s.itemCount,
                      date: formatDateTime(s.createdAt),
                    })}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
      </Card>
    </>
  );
}

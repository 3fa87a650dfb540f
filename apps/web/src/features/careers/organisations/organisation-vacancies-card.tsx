import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetVacanciesQuery } from '../../../core/api/vacancies.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { Loaded } from '../shared/load-state.tsx';
import { VacancyStatusBadge } from '../shared/status-badge.tsx';

const SHOWN = 25;

/** The organisation's vacancies, newest first, with their application counts. */
export function OrganisationVacanciesCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetVacanciesQuery({
    organisationId,
    perPage: SHOWN,
    sortColumn: 'createdAt',
    sort: 'desc',
  });
  const page = read.currentData;
  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h2 className="h5 mb-0">{t('careers.organisationPage.vacancies')}</h2>
          {page && page.total > SHOWN && (
            <Link to={`/careers/vacancies?organisationId=${organisationId}`} className="small">
              {t('careers.organisationPage.newestOf', { n: SHOWN, total: page.total })}
            </Link>
          )}
        </div>
        <Loaded
          read={read}
          lines={3}
          empty={t('careers.organisationPage.noVacancies')}
          isEmpty={(page) => page.data.length === 0}
        >
          {(page) => (
            <Table responsive size="sm" className="mb-0 align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('careers.vacancy.title')}</th>
                  <th scope="col">{t('careers.common.status')}</th>
                  <th scope="col">{t('careers.vacancy.closesAt')}</th>
                  <th scope="col" className="text-end">
                    {t('careers.vacancy.applications')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((v) => (
                  <tr key={v.id}>
                    <td>
                      <Link to={`/careers/vacancies/${v.id}`}>{v.title}</Link>
                    </td>
                    <td>
                      <VacancyStatusBadge status={v.status} />
                    </td>
                    <td className="text-nowrap">{formatDateTime(v.closesAt)}</td>
                    <td className="text-end">
                      <Link to={`/careers/applications?vacancyId=${v.id}`}>
                        {v.applicationCount}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Loaded>
      </Card.Body>
    </Card>
  );
}

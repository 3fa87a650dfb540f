import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetVacanciesQuery } from '../../../core/api/vacancies.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { PageCard } from '../shared/load-state.tsx';
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
    <PageCard
      title={t('careers.organisationPage.vacancies')}
      actions={
        page &&
        page.total > SHOWN && (
          <Link to={`/careers/vacancies?organisationId=${organisationId}`} className="small">
            {t('careers.organisationPage.newestOf', { n: SHOWN, total: page.total })}
          </Link>
        )
      }
      read={read}
      empty={t('careers.organisationPage.noVacancies')}
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
                  <Link to={`/careers/applications?vacancyId=${v.id}`}>{v.applicationCount}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </PageCard>
  );
}

import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { vacancyStatuses, type VacancyStatus } from '@careers/contracts';
import { useGetEmployerOrganisationQuery } from '../../core/api/employer.ts';
import { useGetSharedShortlistsQuery } from '../../core/api/shortlists.ts';
import { useGetVacanciesQuery } from '../../core/api/vacancies.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { OrganisationStatusBanner, ReadState } from './employer-ui.tsx';
import { TitledCard } from '../../core/ui/titled-card.tsx';

/** The statuses a contact sees counted (archived ones are history). */
const shown: VacancyStatus[] = vacancyStatuses.filter((s) => s !== 'archived');

/**
 * The employer's home: where the organisation stands with the careers service, its vacancies by
 * status, and the candidates shared with it awaiting feedback.
 */
export function EmployerDashboardPage() {
  const { t } = useTranslation();
  const organisation = useGetEmployerOrganisationQuery();
  // The server answers a contact their organisation's vacancies only.
  const vacancies = useGetVacanciesQuery({ perPage: 100, sortColumn: 'createdAt', sort: 'desc' });
  const counts = new Map<VacancyStatus, number>();
  for (const v of vacancies.data?.data ?? []) counts.set(v.status, (counts.get(v.status) ?? 0) + 1);

  return (
    <>
      <PageHeader
        title={
          organisation.data
            ? t('employer.dashboard.title', { name: organisation.data.name })
            : t('menu.employerDashboard')
        }
        breadcrumb={['menu.employer']}
      />
      {organisation.data && (
        <OrganisationStatusBanner
          status={organisation.data.status}
          reason={organisation.data.statusReason}
        />
      )}
      <ReadState read={organisation} failed={t('employer.organisation.loadFailed')} quiet />
      <div className="row g-4">
        <div className="col-lg-7">
          <TitledCard title={t('employer.dashboard.vacancies')} className="h-100">
            <ReadState read={vacancies} failed={t('employer.dashboard.vacanciesFailed')} />
            {vacancies.data && (
              <>
                <dl className="row mb-0" data-testid="vacancy-counts">
                  {shown.map((status) => (
                    <div key={status} className="col-6 col-md-4 mb-3">
                      <dt className="small text-body-secondary fw-normal">
                        {t(`employer.vacancyStatus.${status}`)}
                      </dt>
                      <dd className="h4 mb-0" data-status={status}>
                        {counts.get(status) ?? 0}
                      </dd>
                    </div>
                  ))}
                </dl>
                {vacancies.data.total === 0 && (
                  <p className="text-body-secondary mb-0">{t('employer.dashboard.noVacancies')}</p>
                )}
              </>
            )}
          </TitledCard>
        </div>
        <div className="col-lg-5">
          <TitledCard title={t('employer.dashboard.shared')} className="h-100">
            <SharedAwaiting />
          </TitledCard>
        </div>
      </div>
    </>
  );
}

/** The shortlists shared with the organisation that still wait for an answer, newest first. */
function SharedAwaiting() {
  const { t } = useTranslation();
  const shared = useGetSharedShortlistsQuery();
  if (shared.isLoading || shared.isError) {
    return <ReadState read={shared} failed={t('employer.dashboard.sharedFailed')} />;
  }
  const waiting = (shared.data ?? []).filter((s) => s.awaitingCount > 0);
  if (waiting.length === 0) {
    return <p className="text-body-secondary mb-0">{t('employer.dashboard.sharedNone')}</p>;
  }
  return (
    <ul className="list-unstyled mb-0" data-testid="shared-awaiting">
      {waiting.map((s) => (
        <li key={s.id} className="d-flex justify-content-between align-items-baseline gap-3 mb-2">
          <Link to={`/employer/shortlists/${s.id}`}>{s.vacancyTitle ?? s.title}</Link>
          <span className="badge rounded-pill text-bg-warning">
            {t('employer.dashboard.awaiting', { count: s.awaitingCount })}
          </span>
        </li>
      ))}
    </ul>
  );
}

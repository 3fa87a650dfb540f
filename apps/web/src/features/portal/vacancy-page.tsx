import type { Vacancy } from '@careers/contracts';
import { useState } from 'react';
import { Briefcase, CreditCard, MapPin, Users } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { useGetApplicationsQuery } from '../../core/api/applications.ts';
import { useGetVacancyQuery } from '../../core/api/vacancies.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { MarkdownView } from '../../core/markdown/markdown-view.tsx';
import { ExternalLink } from '../../core/ui/external-link.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { ApplyDialog } from './apply-dialog.tsx';
import { ExternalApplyButton } from './external-apply-button.tsx';
import { useEmailUnverified, VerifyEmailNotice } from './verify-email-notice.tsx';
import { formatSalary } from './format.ts';
import { BackLink, PortalRecordPending, SectionCard, StatusBadge } from './portal-ui.tsx';
import { RecordColumns } from './record-columns.tsx';
import { Deadline, EmployerMark } from './vacancy-card.tsx';
import './portal.scss';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { ownApplicationQuery } from './list-queries.ts';

function Facts({ vacancy }: { vacancy: Vacancy }) {
  const { formatDate } = useDateFormat();
  const { t, i18n } = useTranslation();
  const salary = formatSalary(vacancy.salary, i18n.language);
  const { levels, graduationYears } = vacancy.eligibility;
  return (
    <dl className="row small mb-0">
      <dt className="col-5 text-body-secondary fw-normal">{t('portal.vacancy.deadline')}</dt>
      <dd className="col-7">{formatDate(vacancy.closesAt)}</dd>
      <dt className="col-5 text-body-secondary fw-normal">{t('portal.vacancy.salary')}</dt>
      <dd className="col-7">
        <span dir="auto">
          {salary
            ? t(`portal.salaryPer.${vacancy.salary?.period ?? 'year'}`, { amount: salary })
            : t('portal.vacancy.notStated')}
        </span>
      </dd>
      <dt className="col-5 text-body-secondary fw-normal">{t('portal.vacancy.positions')}</dt>
      <dd className="col-7">{vacancy.positions}</dd>
      <dt className="col-5 text-body-secondary fw-normal">{t('portal.vacancy.sector')}</dt>
      <dd className="col-7">{vacancy.sector}</dd>
      <dt className="col-5 text-body-secondary fw-normal">
        {t('portal.vacancy.requiredDocuments')}
      </dt>
      <dd className="col-7">
        {vacancy.requiredDocuments.length
          ? vacancy.requiredDocuments.map((k) => t(`portal.kinds.${k}`)).join(', ')
          : t('portal.vacancy.none')}
      </dd>
      <dt className="col-5 text-body-secondary fw-normal">{t('portal.vacancy.eligibility')}</dt>
      <dd className="col-7 mb-0">
        {levels.length === 0 && graduationYears.length === 0 ? (
          t('portal.vacancy.everyone')
        ) : (
          <>
            {levels.length > 0 && (
              <span className="d-block">
                {levels.map((l) => t(`portal.levels.${l}`)).join(', ')}
              </span>
            )}
            {graduationYears.length > 0 && (
              <span className="d-block">
                {t('portal.vacancy.graduating', { years: graduationYears.join(', ') })}
              </span>
            )}
          </>
        )}
      </dd>
    </dl>
  );
}

/** One open vacancy: description, requirements, and applying. */
export function PortalVacancyPage() {
  const { formatDate } = useDateFormat();
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const read = useGetVacancyQuery(id);
  // The candidate's application to it, if any.
  const mine = useGetApplicationsQuery(ownApplicationQuery(id));
  const [applying, setApplying] = useState(false);
  const unverified = useEmailUnverified();

  const back = <BackLink to="/portal/vacancies" label={t('portal.vacancy.back')} />;

  const reads = [read, mine];
  if (reads.some((r) => r.isError) || !read.currentData || !mine.currentData) {
    return (
      <PortalRecordPending reads={reads} notFound={t('portal.vacancy.notFound')} back={back} />
    );
  }
  const vacancy = read.currentData;
  const application = mine.currentData.data[0] ?? null;
  const open = vacancy.status === 'open' && new Date(vacancy.closesAt) > new Date();

  return (
    <>
      <PageHeader title={vacancy.title} breadcrumb={meta.breadcrumb} actions={back} />
      <RecordColumns
        main={
          <article className="card">
            <div className="card-body">
              <EmployerMark name={vacancy.employer.name}>
                <h2 className="h5 mb-1">{vacancy.employer.name}</h2>
                {vacancy.employer.website && (
                  <ExternalLink href={vacancy.employer.website} className="small" />
                )}
              </EmployerMark>
              <ul className="portal-meta mb-3">
                <li>
                  <Briefcase size={14} aria-hidden="true" />
                  {t(`portal.types.${vacancy.type}`)}
                </li>
                <li>
                  <MapPin size={14} aria-hidden="true" />
                  {vacancy.location} · {t(`portal.workplaces.${vacancy.workplace}`)}
                </li>
                {vacancy.salary && (
                  <li>
                    <CreditCard size={14} aria-hidden="true" />
                    <span dir="auto">
                      {t(`portal.salaryPer.${vacancy.salary.period}`, {
                        amount: formatSalary(vacancy.salary, i18n.language),
                      })}
                    </span>
                  </li>
                )}
                <li>
                  <Users size={14} aria-hidden="true" />
                  {t('portal.vacancy.positionsN', { count: vacancy.positions })}
                </li>
              </ul>
              <hr />
              {/* The description brings its own headings; this one names the section for screen readers. */}
              <h2 className="visually-hidden">{t('portal.vacancy.about')}</h2>
              <MarkdownView source={vacancy.description} />
            </div>
          </article>
        }
        aside={
          <>
            <SectionCard headingId="apply-heading" title={t('portal.vacancy.applyHeading')}>
              <p className="small text-body-secondary mb-3">
                <Deadline closesAt={vacancy.closesAt} />
              </p>
              {application ? (
                <div className="alert alert-success mb-0" role="status">
                  <p className="mb-2">
                    {t('portal.vacancy.appliedOn', {
                      date: formatDate(application.submittedAt),
                    })}{' '}
                    <StatusBadge status={application.status} />
                  </p>
                  <Link to={`/portal/applications/${application.id}`} className="alert-link">
                    {t('portal.vacancy.viewApplication')}
                  </Link>
                </div>
              ) : open && vacancy.externalApplyUrl ? (
                <ExternalApplyButton vacancyId={vacancy.id} url={vacancy.externalApplyUrl} />
              ) : open ? (
                <>
                  <VerifyEmailNotice id="verify-email-notice" />
                  <button
                    type="button"
                    className="btn btn-primary w-100"
                    disabled={unverified}
                    aria-describedby={unverified ? 'verify-email-notice' : undefined}
                    onClick={() => setApplying(true)}
                  >
                    {t('portal.vacancy.apply')}
                  </button>
                </>
              ) : (
                <div className="alert alert-secondary mb-0" role="status">
                  {t('portal.apply.closed')}
                </div>
              )}
            </SectionCard>
            <SectionCard headingId="facts-heading" title={t('portal.vacancy.details')}>
              <Facts vacancy={vacancy} />
            </SectionCard>
          </>
        }
      />
      <ApplyDialog
        vacancy={vacancy}
        show={applying}
        onHide={() => setApplying(false)}
        onApplied={(created) => {
          setApplying(false);
          void notify('success', t('portal.apply.done', { title: vacancy.title }));
          void navigate(`/portal/applications/${created.id}`);
        }}
      />
    </>
  );
}

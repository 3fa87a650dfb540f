import type { Vacancy } from '@careers/contracts';
import type { ReactNode } from 'react';
import { Calendar, Clock, CreditCard, MapPin } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { closesIn, daysLeft, formatSalary } from './format.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';

export function Deadline({ closesAt }: { closesAt: string }) {
  const { formatDate } = useDateFormat();
  const { t, i18n } = useTranslation();
  const soon = daysLeft(closesAt) < 7;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1">
      <Calendar size={14} aria-hidden="true" />
      <span>{t('portal.vacancies.closes', { date: formatDate(closesAt) })}</span>
      <span
        className={`badge ${soon ? 'bg-warning-subtle text-warning-emphasis' : 'bg-secondary-subtle text-secondary-emphasis'}`}
      >
        <Clock size={11} className="me-1" aria-hidden="true" />
        {t('portal.vacancies.closesIn', { when: closesIn(closesAt, i18n.language) })}
      </span>
    </span>
  );
}

/** The employer's initial as a mark, beside what names the vacancy or its employer. */
export function EmployerMark(props: { name: string; className?: string; children: ReactNode }) {
  return (
    <div className="d-flex align-items-start gap-3 mb-3">
      <span className="portal-employer-mark" aria-hidden="true">
        {props.name.slice(0, 1).toUpperCase()}
      </span>
      <div className={props.className}>{props.children}</div>
    </div>
  );
}

export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation();
  const salary = formatSalary(vacancy.salary, i18n.language);
  return (
    <article className="card portal-vacancy-card position-relative">
      <div className="card-body d-flex flex-column">
        <EmployerMark name={vacancy.employer.name} className="min-w-0">
          <h2 className="card-title h6 mb-1">
            <Link to={`/portal/vacancies/${vacancy.id}`}>{vacancy.title}</Link>
          </h2>
          <p className="mb-0 text-body-secondary small">{vacancy.employer.name}</p>
        </EmployerMark>
        <div className="d-flex flex-wrap gap-1 mb-3">
          <span className="badge bg-primary-subtle text-primary-emphasis">
            {t(`portal.types.${vacancy.type}`)}
          </span>
          <span className="badge bg-info-subtle text-info-emphasis">
            {t(`portal.workplaces.${vacancy.workplace}`)}
          </span>
        </div>
        <ul className="portal-meta mb-3">
          <li>
            <MapPin size={14} aria-hidden="true" />
            {vacancy.location}
          </li>
          {salary && (
            <li>
              <CreditCard size={14} aria-hidden="true" />
              {/* A range of amounts is ordered by its own text, not by the line's direction. */}
              <span dir="auto">
                {t(`portal.salaryPer.${vacancy.salary?.period ?? 'year'}`, { amount: salary })}
              </span>
            </li>
          )}
        </ul>
        <div className="mt-auto small text-body-secondary">
          <Deadline closesAt={vacancy.closesAt} />
        </div>
      </div>
    </article>
  );
}

import type { Vacancy } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { PartCard } from '../../../core/ui/part-card.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { formatSalaryRange } from '../shared/format.ts';
import { Fact } from '../shared/fact.tsx';
import { VacancyStatusBadge } from '../shared/status-badge.tsx';

/** The items, comma-separated; `none` when there are none. */
const listed = (items: string[], none: string) => (items.length ? items.join(', ') : none);

/** The vacancy's facts beside its description: employer, terms, eligibility and dates. */
export function VacancyFacts({ vacancy }: { vacancy: Vacancy }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const { employer, salary, eligibility } = vacancy;
  return (
    <PartCard
      title={t('careers.vacancyPage.details')}
      aside={<VacancyStatusBadge status={vacancy.status} />}
    >
      <dl className="row mb-0 careers-facts">
        <Fact label={t('careers.vacancy.employer')} value={employer.name} />
        {employer.website && (
          <Fact
            label={t('careers.vacancy.employerWebsite')}
            value={<ExternalLink href={employer.website} className="text-break" />}
          />
        )}
        {employer.contactEmail && (
          <Fact
            label={t('careers.vacancy.contactEmail')}
            value={
              <a href={`mailto:${employer.contactEmail}`} className="text-break">
                {employer.contactEmail}
              </a>
            }
          />
        )}
        <Fact label={t('careers.vacancy.location')} value={vacancy.location} />
        <Fact
          label={t('careers.vacancy.workplace')}
          value={t(`careers.workplace.${vacancy.workplace}`)}
        />
        <Fact label={t('careers.vacancy.type')} value={t(`careers.vacancyType.${vacancy.type}`)} />
        <Fact label={t('careers.vacancy.sector')} value={vacancy.sector} />
        <Fact label={t('careers.vacancy.positions')} value={vacancy.positions} />
        <Fact label={t('careers.vacancy.closesAt')} value={formatDateTime(vacancy.closesAt)} />
        <Fact
          label={t('careers.vacancy.salary')}
          value={
            // A range of amounts is ordered by its own text, not by the line's direction.
            <span dir="auto">
              {salary
                ? t('careers.vacancyPage.salary', {
                    amount: formatSalaryRange(salary.min, salary.max, salary.currency),
                    period: t(`careers.salaryPeriod.${salary.period}`),
                  })
                : t('careers.vacancyPage.notStated')}
            </span>
          }
        />
        <Fact
          label={t('careers.vacancy.requiredDocuments')}
          value={listed(
            vacancy.requiredDocuments.map((k) => t(`careers.documentKind.${k}`)),
            t('careers.vacancyPage.none'),
          )}
        />
        <Fact
          label={t('careers.vacancy.levels')}
          value={listed(
            eligibility.levels.map((l) => t(`careers.level.${l}`)),
            t('careers.vacancyPage.any'),
          )}
        />
        <Fact
          label={t('careers.vacancy.graduationYears')}
          value={listed(eligibility.graduationYears.map(String), t('careers.vacancyPage.any'))}
        />
        <Fact label={t('careers.vacancy.applications')} value={vacancy.applicationCount} />
        {vacancy.externalApplyUrl && (
          <>
            <Fact
              label={t('careers.screening.externalApplyUrl')}
              value={<ExternalLink href={vacancy.externalApplyUrl} className="text-break" />}
            />
            <Fact label={t('careers.screening.clicks')} value={vacancy.applyClickCount ?? 0} />
          </>
        )}
        {vacancy.questions.length > 0 && (
          <Fact
            label={t('careers.screening.questions')}
            value={
              <ol className="ps-3 mb-0">
                {vacancy.questions.map((q) => (
                  <li key={q.id}>
                    {q.label}{' '}
                    <span className="text-body-secondary small">
                      ({t(`careers.screening.kinds.${q.kind}`)}
                      {q.required ? `, ${t('careers.screening.requiredShort')}` : ''})
                    </span>
                  </li>
                ))}
              </ol>
            }
          />
        )}
        <Fact
          label={t('careers.vacancyPage.publishedAt')}
          value={formatDateTime(vacancy.publishedAt)}
        />
        {vacancy.closedAt && (
          <Fact
            label={t('careers.vacancyPage.closedAt')}
            value={formatDateTime(vacancy.closedAt)}
          />
        )}
        <Fact
          label={t('careers.vacancyPage.updatedAt')}
          value={formatDateTime(vacancy.updatedAt)}
        />
      </dl>
    </PartCard>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetCandidateQuery } from '../../../core/api/candidates.ts';
import { useGetVacancyQuery } from '../../../core/api/vacancies.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { ProgrammeFacts } from '../candidates/programme-facts.tsx';
import { MessageCandidateButton } from '../messages/message-candidate-button.tsx';
import { Fact } from '../shared/fact.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { VacancyStatusBadge } from '../shared/status-badge.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';

/** A card about a record the application refers to: a title, then the record once it is read. */
function RelatedCard<T>(props: {
  title: string;
  read: { currentData?: T; isError: boolean; refetch: () => unknown };
  lines: number;
  children: (record: T) => ReactNode;
}) {
  const record = props.read.currentData;
  return (
    <PartCard title={props.title}>
      <LoadState
        failed={!record && props.read.isError}
        loading={!record}
        lines={props.lines}
        onRetry={() => void props.read.refetch()}
      />
      {record && props.children(record)}
    </PartCard>
  );
}

/** The applicant: name, contact, programme, links and a way to message them. */
export function CandidateCard({
  candidateId,
  applicationId,
}: {
  candidateId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const read = useGetCandidateQuery(candidateId);
  return (
    <RelatedCard title={t('careers.application.candidate')} read={read} lines={4}>
      {(candidate) => (
        <>
          <Link to={`/careers/candidates/${candidate.id}`} className="fw-semibold d-block">
            {candidate.fullName}
          </Link>
          <a href={`mailto:${candidate.email}`} className="small d-block mb-2 text-break">
            {candidate.email}
          </a>
          <dl className="row small mb-0 careers-facts">
            <ProgrammeFacts candidate={candidate} />
            {candidate.phone && (
              <Fact label={t('careers.candidate.phone')} value={candidate.phone} />
            )}
          </dl>
          {candidate.links.length > 0 && (
            <ul className="list-inline small mb-0 mt-2">
              {candidate.links.map((link) => (
                <li key={link.url} className="list-inline-item">
                  <ExternalLink href={link.url}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          )}
          <MessageCandidateButton
            candidateId={candidate.id}
            candidateName={candidate.fullName}
            applicationId={applicationId}
          />
        </>
      )}
    </RelatedCard>
  );
}

/** The vacancy applied to: title, employer, place, status, type and closing date. */
export function VacancyCard({ vacancyId }: { vacancyId: string }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const read = useGetVacancyQuery(vacancyId);
  return (
    <RelatedCard title={t('careers.application.vacancy')} read={read} lines={3}>
      {(vacancy) => (
        <>
          <Link to={`/careers/vacancies/${vacancy.id}`} className="fw-semibold d-block">
            {vacancy.title}
          </Link>
          <p className="small text-body-secondary mb-2">
            {vacancy.employer.name} · {vacancy.location}
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-center small">
            <VacancyStatusBadge status={vacancy.status} />
            <span>{t(`careers.vacancyType.${vacancy.type}`)}</span>
            <span>
              {t('careers.vacancy.closesAt')}: {formatDateTime(vacancy.closesAt)}
            </span>
          </div>
        </>
      )}
    </RelatedCard>
  );
}

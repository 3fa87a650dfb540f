import type { SharedCandidate } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { useGetScorecardsQuery } from '../../../core/api/feedback.ts';
import { ScorecardsPanel } from '../../../core/ui/scorecards.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';

/**
 * One shared candidate's interview scorecards, when the application is to one of the
 * organisation's own vacancies: everyone's scores and the contact's own scorecard to write. An
 * application to another organisation's vacancy is not found for the contact: nothing is shown.
 */
function CandidateScorecards({ candidate }: { candidate: SharedCandidate }) {
  const { t } = useTranslation();
  const read = useGetScorecardsQuery(candidate.applicationId);
  if (read.isError && toApiError(read.error).status === 404) return null;
  return (
    <TitledCard
      title={t('employerShortlists.scorecardsFor', { name: candidate.candidateName })}
      className="mt-3"
    >
      <p className="small text-body-secondary">{t('employerShortlists.scorecardsHint')}</p>
      <ScorecardsPanel applicationId={candidate.applicationId} />
    </TitledCard>
  );
}

/** The interview scorecards of a shortlist's candidates (issue 21), one card each. */
export function ShortlistScorecards({ candidates }: { candidates: SharedCandidate[] }) {
  return (
    <>
      {candidates.map((c) => (
        <CandidateScorecards key={c.applicationId} candidate={c} />
      ))}
    </>
  );
}

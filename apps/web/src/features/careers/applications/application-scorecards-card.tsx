import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ScorecardsPanel } from '../../../core/ui/scorecards.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';

/**
 * The application's interview scorecards (issue 21), beside the quick ratings: every
 * interviewer's scores with the average per criterion, and the reader's own to write or replace.
 */
export function ApplicationScorecardsCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  return (
    <TitledCard title={t('frame.scorecards.title')}>
      <ScorecardsPanel applicationId={applicationId} />
    </TitledCard>
  );
}

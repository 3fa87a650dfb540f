import type { ScreeningAnswer } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ScreeningAnswers } from '../../../core/ui/screening-answers.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';

/** The vacancy's screening questions with this application's answers (none asked: nothing shown). */
export function ApplicationScreeningCard({ answers }: { answers?: readonly ScreeningAnswer[] }) {
  const { t } = useTranslation();
  if (!answers || answers.length === 0) return null;
  return (
    <PartCard title={t('careers.screening.answers')}>
      <ScreeningAnswers answers={answers} />
    </PartCard>
  );
}

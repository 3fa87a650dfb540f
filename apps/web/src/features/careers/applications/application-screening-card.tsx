import type { ScreeningAnswer } from '@careers/contracts';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { ScreeningAnswers } from '../../../core/ui/screening-answers.tsx';

/** The vacancy's screening questions with this application's answers (none asked: nothing shown). */
export function ApplicationScreeningCard({ answers }: { answers?: readonly ScreeningAnswer[] }) {
  const { t } = useTranslation();
  if (!answers || answers.length === 0) return null;
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{t('careers.screening.answers')}</h2>
        <ScreeningAnswers answers={answers} />
      </Card.Body>
    </Card>
  );
}

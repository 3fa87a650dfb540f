import type { ScreeningAnswer } from '@careers/contracts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * A vacancy's screening questions with one application's answers, as staff, the candidate and
 * (when the sharing notice says so) employer contacts read them.
 */
export function ScreeningAnswers({ answers }: { answers: readonly ScreeningAnswer[] }) {
  const { t } = useTranslation();
  const shown = (a: ScreeningAnswer) => {
    if (a.value === null)
      return <em className="text-body-secondary">{t('frame.screening.notAnswered')}</em>;
    if (typeof a.value === 'boolean')
      return a.value ? t('frame.screening.yes') : t('frame.screening.no');
    return <span className="text-break">{a.value}</span>;
  };
  return (
    <dl className="mb-0">
      {answers.map((a) => (
        <div key={a.questionId} className="mb-2">
          <dt className="fw-semibold">{a.label}</dt>
          <dd className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {shown(a)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

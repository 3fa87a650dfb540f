import type { Vacancy } from '@careers/contracts';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';

/**
 * Where the vacancy stands in the approval: waiting (since when), or staff's last note (the
 * change asked for, or why it was declined), as the employer contact reads it too.
 */
export function ReviewNotice({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  if (vacancy.status === 'pending_approval') {
    return (
      <Alert variant="warning">
        {t('careers.review.waiting', { date: formatDateTime(vacancy.submittedAt) })}
      </Alert>
    );
  }
  if (!vacancy.reviewNote) return null;
  return (
    <Alert variant={vacancy.status === 'declined' ? 'danger' : 'info'}>
      <h2 className="alert-heading h6">
        {t(
          vacancy.status === 'declined'
            ? 'careers.review.declinedNote'
            : vacancy.status === 'draft'
              ? 'careers.review.changesNote'
              : 'careers.review.note',
        )}
      </h2>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        {vacancy.reviewNote}
      </p>
    </Alert>
  );
}

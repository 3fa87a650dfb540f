import type { Application } from '@careers/contracts';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetApplicationEventsQuery } from '../../../core/api/applications.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { ApplicationTimeline } from './application-timeline.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';

/** The candidate's cover note, with when the application came. */
export function CoverNoteCard({ application }: { application: Application }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-2">{t('careers.applicationPage.coverNote')}</h2>
        <p className="small text-body-secondary mb-2">
          {t('careers.application.submittedAt')}: {formatDateTime(application.submittedAt)}
        </p>
        {application.coverNote ? (
          <p className="mb-0 careers-prewrap">{application.coverNote}</p>
        ) : (
          <p className="mb-0 text-body-secondary">{t('careers.applicationPage.noCoverNote')}</p>
        )}
      </Card.Body>
    </Card>
  );
}

/** The application's history of moves, as a timeline. */
export function ApplicationHistoryCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const history = useGetApplicationEventsQuery(applicationId);
  const events = history.currentData ?? [];
  return (
    <PartCard title={t('careers.applicationPage.history')}>
      <LoadState
        failed={history.isError}
        loading={history.isFetching && events.length === 0}
        lines={3}
        onRetry={() => void history.refetch()}
      />
      {history.isSuccess && !history.isFetching && events.length === 0 && (
        <EmptyState text={t('careers.applicationPage.noHistory')} />
      )}
      {events.length > 0 && <ApplicationTimeline events={events} />}
    </PartCard>
  );
}

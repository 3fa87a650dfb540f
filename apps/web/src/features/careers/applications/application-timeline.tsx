import type { ApplicationEvent, ShortlistFeedback } from '@careers/contracts';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ApplicationStatusBadge } from '../shared/status-badge.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';

/** The history of an application, oldest first, as a vertical timeline. */
export function ApplicationTimeline({ events }: { events: ApplicationEvent[] }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  return (
    <ol
      className="careers-timeline list-unstyled mb-0"
      aria-label={t('careers.applicationPage.history')}
    >
      {events.map((event) =>
        event.feedback ? (
          <FeedbackEvent key={event.id} event={event} feedback={event.feedback} />
        ) : (
          <li key={event.id} className={`careers-timeline-item status-${event.to}`}>
            <span className="careers-timeline-dot" aria-hidden="true" />
            <div className="d-flex flex-wrap align-items-center gap-2">
              {event.from ? (
                <>
                  <ApplicationStatusBadge status={event.from} />
                  <span aria-hidden="true" className="careers-flip">
                    →
                  </span>
                  <span className="visually-hidden">{t('careers.applicationPage.to')}</span>
                </>
              ) : null}
              <ApplicationStatusBadge status={event.to} />
              <time className="small text-body-secondary ms-auto" dateTime={event.createdAt}>
                {formatDateTime(event.createdAt)}
              </time>
            </div>
            <p className="small mb-0 mt-1">
              {event.from
                ? t(`careers.actor.${event.actorRole}`, {
                    name: event.actorName ?? t('careers.actor.unknown'),
                  })
                : t('careers.applicationPage.submittedBy', {
                    name: event.actorName ?? t('careers.actor.unknown'),
                  })}
            </p>
            {event.internalReason && (
              <p className="small mb-0 mt-1">
                <span className="fw-semibold">{t('careers.reasons.history.reason')}: </span>
                {event.internalReason.name}
              </p>
            )}
            {event.reason && (
              <blockquote className="careers-reason small mb-0 mt-1">
                <span className="fw-semibold">{t('careers.reasons.history.message')}: </span>
                {event.reason}
              </blockquote>
            )}
            {event.note && (
              <p className="small mb-0 mt-1 text-body-secondary careers-prewrap">
                <span className="fw-semibold">{t('careers.reasons.history.note')}: </span>
                {event.note}
              </p>
            )}
          </li>
        ),
      )}
    </ol>
  );
}

const FEEDBACK_TONE: Record<ShortlistFeedback, string> = {
  interested: 'success',
  maybe: 'warning',
  not_interested: 'secondary',
};

/** An employer's answer on the shared application: the status did not change. */
function FeedbackEvent({
  event,
  feedback,
}: {
  event: ApplicationEvent;
  feedback: ShortlistFeedback;
}) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  return (
    <li className={`careers-timeline-item status-${event.to}`}>
      <span className="careers-timeline-dot" aria-hidden="true" />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="fw-semibold">{t('careers.shortlists.feedbackEvent')}</span>
        <span className={`badge text-bg-${FEEDBACK_TONE[feedback]}`}>
          {t(`careers.shortlists.feedback.${feedback}`)}
        </span>
        <time className="small text-body-secondary ms-auto" dateTime={event.createdAt}>
          {formatDateTime(event.createdAt)}
        </time>
      </div>
      <p className="small mb-0 mt-1">
        {t('careers.actor.employer', { name: event.actorName ?? t('careers.actor.unknown') })}
      </p>
      {event.reason && (
        <blockquote className="careers-reason small mb-0 mt-1">
          <span className="fw-semibold">{t('careers.shortlists.comment')}: </span>
          {event.reason}
        </blockquote>
      )}
    </li>
  );
}

import type { AppNotification } from '@careers/contracts';
import Dropdown from 'react-bootstrap/Dropdown';
import {
  AlertTriangle,
  Bell,
  Calendar,
  Check,
  CheckSquare,
  Clipboard,
  Clock,
  Inbox,
  LogOut,
  MessageSquare,
  RefreshCw,
  ThumbsDown,
  ThumbsUp,
} from 'react-feather';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import {
  NOTIFICATIONS_POLL_MS,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from '../../api/notifications.ts';
import { useDateFormat } from '../../format/use-date-format.ts';
import { MediaDropdown } from './media-dropdown.tsx';

const ICONS = {
  application_status: RefreshCw,
  application_new: Inbox,
  application_withdrawn: LogOut,
  vacancy_closing_soon: AlertTriangle,
  approval_waiting: Clipboard,
  vacancy_review: CheckSquare,
  shortlist_feedback: MessageSquare,
  offer_reminder: Clock,
  offer_accepted: ThumbsUp,
  offer_declined: ThumbsDown,
  booking_reminder: Calendar,
} as const;

const COLORS = {
  application_status: 'primary',
  application_new: 'success',
  application_withdrawn: 'warning',
  vacancy_closing_soon: 'danger',
  approval_waiting: 'info',
  vacancy_review: 'primary',
  shortlist_feedback: 'info',
  offer_reminder: 'warning',
  offer_accepted: 'success',
  offer_declined: 'danger',
  booking_reminder: 'warning',
} as const;

/** The sentence for a notification, in the reader's language. */
function useSentence() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  return (n: AppNotification) => {
    const status = n.data.status
      ? t(`frame.notifications.statuses.${n.data.status}`, { defaultValue: n.data.status })
      : '';
    return t(`frame.notifications.kinds.${n.kind}`, {
      vacancy: n.data.vacancyTitle ?? '',
      candidate: n.data.candidateName ?? '',
      status,
      count: n.data.applications ?? 0,
      // What waits for approval: a vacancy (with its organisation) or an organisation.
      subject: n.data.vacancyTitle
        ? `${n.data.vacancyTitle}${n.data.organisationName ? ` (${n.data.organisationName})` : ''}`
        : (n.data.organisationName ?? ''),
      decision: n.data.decision
        ? t(`frame.notifications.decisions.${n.data.decision}`, { defaultValue: n.data.decision })
        : '',
      organisation: n.data.organisationName ?? '',
      deadline: n.data.deadline ? formatDateTime(n.data.deadline) : '',
      startsAt: n.data.startsAt ? formatDateTime(n.data.startsAt) : '',
      feedback: n.data.feedback
        ? t(`frame.notifications.feedbacks.${n.data.feedback}`, { defaultValue: n.data.feedback })
        : '',
    });
  };
}

/** The bell: this person's notifications from the server, fetched on load and every minute. */
export function NotificationsDropdown() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const sentence = useSentence();
  const { data } = useGetNotificationsQuery(undefined, {
    pollingInterval: NOTIFICATIONS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll, marking] = useMarkAllNotificationsReadMutation();
  const notifications = data?.data ?? [];
  const unread = data?.unread ?? 0;
  return (
    <MediaDropdown
      className="dropdown-notification"
      autoClose="outside"
      label={t('frame.notifications.label', { unread })}
      icon={<Bell size={20} aria-hidden="true" />}
      count={unread}
      tone="danger"
      title={t('frame.notifications.title')}
      summary={t('frame.notifications.new', { unread })}
    >
      {notifications.length === 0 ? (
        <p className="px-3 py-2 mb-0 text-body-secondary">{t('frame.notifications.empty')}</p>
      ) : (
        <ul className="list-unstyled mb-0 media-list">
          {notifications.map((n) => {
            const Icon = ICONS[n.kind];
            return (
              <li key={n.id}>
                <Dropdown.Item
                  as={Link}
                  to={n.link}
                  className={`media-item${n.readAt ? '' : ' unread'}`}
                  onClick={() => {
                    if (!n.readAt) void markRead(n.id);
                  }}
                >
                  <span className={`avatar bg-light-${COLORS[n.kind]}`} aria-hidden="true">
                    <Icon size={16} />
                  </span>
                  <span className="flex-grow-1 min-w-0 text-wrap">
                    <span className="d-block fw-semibold">{sentence(n)}</span>
                    {n.data.message && (
                      <small className="d-block text-body-secondary">
                        {t('frame.notifications.message', { message: n.data.message })}
                      </small>
                    )}
                    <small className="d-block text-body-secondary">
                      {formatDateTime(n.createdAt)}
                    </small>
                  </span>
                  {!n.readAt && (
                    <span className="unread-dot">
                      <span className="visually-hidden">{t('frame.notifications.unread')}</span>
                    </span>
                  )}
                </Dropdown.Item>
              </li>
            );
          })}
        </ul>
      )}
      <div className="dropdown-menu-footer">
        <button
          type="button"
          className="btn btn-primary w-100"
          disabled={unread === 0 || marking.isLoading}
          onClick={() => void markAll()}
        >
          <Check size={14} className="me-1" aria-hidden="true" />
          {t('frame.notifications.markAllRead')}
        </button>
      </div>
    </MediaDropdown>
  );
}

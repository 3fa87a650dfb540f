import { Bell, Check, Info, Star, Globe, Settings } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  markAllNotificationsRead,
  markNotificationRead,
  selectNavbar,
} from '../../search/navbar.slice.ts';
import { MediaDropdown } from './media-dropdown.tsx';

const ICONS = { welcome: Star, shortcuts: Info, customizer: Settings, languages: Globe };

export function NotificationsDropdown() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { notifications } = useSelector(selectNavbar);
  const unread = notifications.filter((n) => !n.read).length;
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
      <ul className="list-unstyled mb-0 media-list">
        {notifications.map((n) => {
          const Icon = ICONS[n.id as keyof typeof ICONS] ?? Bell;
          return (
            <li key={n.id}>
              <button
                type="button"
                className={`dropdown-item media-item${n.read ? '' : ' unread'}`}
                onClick={() => dispatch(markNotificationRead(n.id))}
              >
                <span className={`avatar bg-light-${n.color}`} aria-hidden="true">
                  <Icon size={16} />
                </span>
                <span className="flex-grow-1 min-w-0 text-wrap">
                  <span className="d-block fw-semibold">{t(n.title)}</span>
                  <small className="d-block text-body-secondary">{t(n.text)}</small>
                </span>
                {!n.read && (
                  <span className="unread-dot">
                    <span className="visually-hidden">{t('frame.notifications.unread')}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="dropdown-menu-footer">
        <button
          type="button"
          className="btn btn-primary w-100"
          disabled={unread === 0}
          onClick={() => dispatch(markAllNotificationsRead())}
        >
          <Check size={14} className="me-1" aria-hidden="true" />
          {t('frame.notifications.markAllRead')}
        </button>
      </div>
    </MediaDropdown>
  );
}

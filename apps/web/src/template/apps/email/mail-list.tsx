import { Paperclip, Star } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { Email } from '../../../fake-api/types.ts';
import { shortTime } from '../shared/short-time.ts';
import { LABEL_COLORS } from './email-constants.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';

interface MailListProps {
  mails: Email[];
  selectedIds: number[];
  loading: boolean;
  onToggle: (id: number) => void;
  onStar: (mail: Email) => void;
  onOpen: (id: number) => void;
}

export function MailList({ mails, selectedIds, loading, onToggle, onStar, onOpen }: MailListProps) {
  const { t, i18n } = useTranslation();
  if (mails.length === 0) {
    return (
      <p className="app-empty" role="status">
        {loading ? t('email.loading') : t('email.noMails')}
      </p>
    );
  }
  return (
    <ul className="mail-list list-unstyled mb-0" aria-label={t('email.mails')}>
      {mails.map((mail) => {
        const selected = selectedIds.includes(mail.id);
        return (
          <li
            key={mail.id}
            className={`mail-item${mail.isRead ? '' : ' unread'}${selected ? ' selected' : ''}`}
          >
            <input
              type="checkbox"
              className="form-check-input mt-0"
              checked={selected}
              onChange={() => onToggle(mail.id)}
              aria-label={t('email.selectMail', { subject: mail.subject })}
            />
            <button
              type="button"
              className={`btn btn-icon btn-sm star-toggle${mail.isStarred ? ' starred' : ''}`}
              aria-pressed={mail.isStarred}
              aria-label={t('email.starMail', { subject: mail.subject })}
              onClick={() => onStar(mail)}
            >
              <Star size={16} aria-hidden="true" />
            </button>
            <Avatar name={mail.from.name} src={mail.from.avatar} className="avatar avatar-sm" />
            <button type="button" className="mail-open" onClick={() => onOpen(mail.id)}>
              <span className="mail-from">{mail.from.name}</span>
              <span className="mail-subject">
                {!mail.isRead && <span className="visually-hidden">{t('email.unread')}: </span>}
                {mail.subject}
              </span>
              <span className="mail-excerpt">{mail.message.split('\n')[0]}</span>
            </button>
            <span className="mail-meta">
              {mail.labels.map((label) => (
                <span
                  key={label}
                  className={`label-dot bg-${LABEL_COLORS[label]}`}
                  title={t(`email.labelNames.${label}`)}
                  aria-label={t(`email.labelNames.${label}`)}
                  role="img"
                />
              ))}
              {mail.attachments.length > 0 && (
                <Paperclip size={14} aria-label={t('email.hasAttachments')} role="img" />
              )}
              <time dateTime={mail.time}>{shortTime(mail.time, i18n.language)}</time>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

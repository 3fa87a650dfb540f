import { ChevronLeft, ChevronRight, Mail, Star, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type {
  EmailFolder,
  EmailLabel,
  EmailReply,
  EmailWithPaging,
} from '../../../fake-api/types.ts';
import { IconButton } from '../shared/icon-button.tsx';
import { FOLDERS, formatFullTime, LABEL_COLORS } from './email-constants.ts';
import { LabelMenu, MoveMenu } from './mail-menus.tsx';

interface MailDetailProps {
  mail: EmailWithPaging;
  rtl: boolean;
  onBack: () => void;
  onPaginate: (dir: 'previous' | 'next') => void;
  onStar: () => void;
  onMarkUnread: () => void;
  onMove: (folder: EmailFolder) => void;
  onLabel: (label: EmailLabel) => void;
}

function MessageCard({ message, lng }: { message: EmailReply; lng: string }) {
  const { t } = useTranslation();
  return (
    <article className="card mail-card mb-3">
      <header className="card-header d-flex flex-wrap align-items-start gap-3">
        <img className="avatar" src={message.from.avatar} alt="" aria-hidden="true" />
        <div className="flex-grow-1 min-w-0">
          <h3 className="h6 mb-0">{message.from.name}</h3>
          <div className="small text-body-secondary text-break">{message.from.email}</div>
          <dl className="mail-recipients small mb-0 mt-1">
            <dt>{t('email.to')}</dt>
            <dd>{message.to.map((r) => `${r.name} <${r.email}>`).join(', ')}</dd>
            {message.cc.length > 0 && (
              <>
                <dt>{t('email.cc')}</dt>
                <dd>{message.cc.join(', ')}</dd>
              </>
            )}
            {message.bcc.length > 0 && (
              <>
                <dt>{t('email.bcc')}</dt>
                <dd>{message.bcc.join(', ')}</dd>
              </>
            )}
          </dl>
        </div>
        <time className="small text-body-secondary" dateTime={message.time}>
          {formatFullTime(message.time, lng)}
        </time>
      </header>
      <div className="card-body">
        {message.message.split(/\n\s*\n|\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {message.attachments.length > 0 && (
          <section aria-label={t('email.attachments')} className="border-top pt-3">
            <h4 className="h6">
              {t('email.attachmentCount', { count: message.attachments.length })}
            </h4>
            <ul className="list-unstyled mb-0 d-flex flex-column gap-2">
              {message.attachments.map((a) => (
                <li key={a.fileName} className="d-flex align-items-center gap-2">
                  <img src={a.thumbnail} alt="" width={20} height={20} aria-hidden="true" />
                  <span className="text-break">{a.fileName}</span>
                  <span className="text-body-secondary small">({a.size})</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  );
}

/** One mail with its replies, previous/next and the same actions as the list. */
export function MailDetail(props: MailDetailProps) {
  const { t, i18n } = useTranslation();
  const { mail, rtl } = props;
  const Back = rtl ? ChevronRight : ChevronLeft;
  const Prev = rtl ? ChevronRight : ChevronLeft;
  const Next = rtl ? ChevronLeft : ChevronRight;
  return (
    <section className="mail-detail" aria-labelledby="mail-subject">
      <div className="mail-detail-header">
        <button
          type="button"
          className="btn btn-icon btn-text-secondary"
          onClick={props.onBack}
          aria-label={t('email.back')}
        >
          <Back size={20} aria-hidden="true" />
        </button>
        <h2 id="mail-subject" className="h5 mb-0 flex-grow-1 text-truncate">
          {mail.subject}
        </h2>
        {mail.labels.map((label) => (
          <span
            key={label}
            className={`badge bg-${LABEL_COLORS[label]}-subtle text-${LABEL_COLORS[label]}-emphasis`}
          >
            {t(`email.labelNames.${label}`)}
          </span>
        ))}
        <IconButton
          icon={Prev}
          label={t('email.previousMail')}
          disabled={!mail.hasPreviousMail}
          onClick={() => props.onPaginate('previous')}
        />
        <IconButton
          icon={Next}
          label={t('email.nextMail')}
          disabled={!mail.hasNextMail}
          onClick={() => props.onPaginate('next')}
        />
      </div>
      <div className="mail-detail-actions" role="toolbar" aria-label={t('email.actions')}>
        <span className="badge bg-secondary-subtle text-secondary-emphasis">
          {t(`email.views.${mail.folder}`)}
        </span>
        <div className="ms-auto d-flex gap-1">
          <IconButton
            icon={Star}
            label={t('email.star')}
            className={`star-toggle${mail.isStarred ? ' starred' : ''}`}
            aria-pressed={mail.isStarred}
            onClick={props.onStar}
          />
          <IconButton icon={Mail} label={t('email.markUnread')} onClick={props.onMarkUnread} />
          <MoveMenu folders={FOLDERS.filter((f) => f !== mail.folder)} onMove={props.onMove} />
          <LabelMenu isActive={(label) => mail.labels.includes(label)} onLabel={props.onLabel} />
          {mail.folder !== 'trash' && (
            <IconButton
              icon={Trash2}
              label={t('email.delete')}
              onClick={() => props.onMove('trash')}
            />
          )}
        </div>
      </div>
      <div className="mail-detail-body">
        <MessageCard message={mail} lng={i18n.language} />
        {mail.replies.length > 0 && (
          <h3 className="h6 text-body-secondary mb-2">
            {t('email.replyCount', { count: mail.replies.length })}
          </h3>
        )}
        {mail.replies.map((reply) => (
          <MessageCard key={reply.id} message={reply} lng={i18n.language} />
        ))}
      </div>
    </section>
  );
}

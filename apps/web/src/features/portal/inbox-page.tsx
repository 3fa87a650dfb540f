import type { Message } from '@careers/contracts';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { useGetInboxQuery, useMarkMessageReadMutation } from '../../core/api/messages.ts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { EmptyState, ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { PortalPager } from './portal-ui.tsx';
import './portal.scss';

export const INBOX_PAGE_SIZE = 20;

/**
 * The candidate's messages from the careers service, newest first: a message opens in place and is
 * marked read; replies go by email (the service's mailbox is its Reply-To).
 */
export function InboxPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const inbox = useGetInboxQuery({ page, perPage: INBOX_PAGE_SIZE });
  const [open, setOpen] = useState<string | null>(null);
  const [markRead] = useMarkMessageReadMutation();

  const toggle = (message: Message) => {
    const opening = open !== message.id;
    setOpen(opening ? message.id : null);
    if (opening && !message.readAt) void markRead(message.id);
  };

  const data = inbox.data;
  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <div className="card">
        <div className="card-header d-flex flex-wrap align-items-center gap-2">
          <h2 className="h5 mb-0 me-auto">{t('portal.inbox.heading')}</h2>
          {data && data.unread > 0 && (
            <span className="badge rounded-pill bg-primary">
              {t('portal.inbox.unread', { count: data.unread })}
            </span>
          )}
        </div>
        {inbox.isError ? (
          <div className="card-body">
            <ErrorState
              text={t('portal.inbox.loadFailed')}
              detail={serverMessage(toApiError(inbox.error))}
              onRetry={() => void inbox.refetch()}
              retryLabel={t('portal.retry')}
            />
          </div>
        ) : !data ? (
          <div className="card-body">
            <LoadingBlock label={t('portal.inbox.loading')} />
          </div>
        ) : data.data.length === 0 ? (
          <EmptyState
            title={t('portal.inbox.none')}
            text={t('portal.inbox.noneText')}
            action={
              <Link to="/portal/vacancies" className="btn btn-outline-primary">
                {t('portal.applications.browse')}
              </Link>
            }
          />
        ) : (
          <ul className="list-group list-group-flush p-0" aria-label={t('portal.inbox.heading')}>
            {data.data.map((m) => (
              <InboxItem key={m.id} message={m} open={open === m.id} onToggle={() => toggle(m)} />
            ))}
          </ul>
        )}
      </div>
      {data && (
        <PortalPager
          page={page}
          total={data.total}
          perPage={INBOX_PAGE_SIZE}
          onPage={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      )}
    </>
  );
}

function InboxItem({
  message: m,
  open,
  onToggle,
}: {
  message: Message;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const bodyId = `message-${m.id}`;
  const unread = !m.readAt;
  return (
    <li className="list-group-item p-0">
      <button
        type="button"
        className="btn w-100 text-start rounded-0 d-flex gap-3 align-items-start px-3 py-3 border-0"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span
          className={`inbox-dot mt-2 flex-shrink-0 ${unread ? 'bg-primary' : ''}`}
          aria-hidden="true"
        />
        <span className="flex-grow-1 min-w-0">
          <span className={`d-block text-truncate ${unread ? 'fw-semibold' : ''}`}>
            {m.subject}
            {unread && <span className="visually-hidden"> ({t('portal.inbox.new')})</span>}
          </span>
          <small className="d-block text-body-secondary text-truncate">
            {m.vacancyTitle
              ? t('portal.inbox.fromAbout', { name: m.sentByName, vacancy: m.vacancyTitle })
              : t('portal.inbox.from', { name: m.sentByName })}
          </small>
        </span>
        <small className="text-body-secondary text-nowrap">{formatDateTime(m.createdAt)}</small>
      </button>
      {open && (
        <div id={bodyId} className="px-4 pb-3 inbox-body">
          <p className="mb-3" style={{ whiteSpace: 'pre-wrap' }}>
            {m.body}
          </p>
          <p className="small text-body-secondary mb-0">
            {t('portal.inbox.replyHint')}
            {m.applicationId && (
              <>
                {' '}
                <Link to={`/portal/applications/${m.applicationId}`}>
                  {t('portal.inbox.openApplication')}
                </Link>
              </>
            )}
          </p>
        </div>
      )}
    </li>
  );
}

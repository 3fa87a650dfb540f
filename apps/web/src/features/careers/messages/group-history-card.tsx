import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { serverMessage, toApiError } from '../../../core/api/api-error.ts';
import { useGetGroupsQuery } from '../../../core/api/messages.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { Pager } from '../../../core/ui/pager.tsx';
import { ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';

const PER_PAGE = 5;

/** Group messages sent, newest first: to how many, by whom, and when the last email leaves. */
export function GroupHistoryCard() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [page, setPage] = useState(1);
  // "Sending until" is shown against when the card opened (the list refreshes after each send).
  const [openedAt] = useState(() => Date.now());
  const groups = useGetGroupsQuery({ page, perPage: PER_PAGE });
  const pages = groups.data ? Math.ceil(groups.data.total / PER_PAGE) : 1;
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{t('careers.messages.history')}</h2>
        {groups.isError ? (
          <ErrorState
            text={t('careers.messages.loadFailed')}
            detail={serverMessage(toApiError(groups.error))}
            onRetry={() => void groups.refetch()}
            retryLabel={t('careers.common.retry')}
          />
        ) : !groups.data ? (
          <SkeletonLines lines={3} label={t('careers.messages.loading')} />
        ) : groups.data.data.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('careers.messages.noGroups')}</p>
        ) : (
          <ul className="list-unstyled mb-0" aria-label={t('careers.messages.history')}>
            {groups.data.data.map((g) => (
              <li key={g.id} className="border-bottom py-2">
                <div className="fw-semibold text-break">{g.subject}</div>
                <small className="text-body-secondary d-block">
                  {t('careers.messages.groupLine', {
                    count: g.recipients,
                    name: g.sentByName,
                    date: formatDateTime(g.createdAt),
                  })}
                </small>
                {new Date(g.lastSendAt).getTime() > openedAt && (
                  <small className="text-body-secondary d-block">
                    {t('careers.messages.sendingUntil', { date: formatDateTime(g.lastSendAt) })}
                  </small>
                )}
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <div className="d-flex justify-content-end mt-3">
            <Pager
              page={page}
              pageCount={pages}
              onPage={setPage}
              labels={{
                pagination: t('careers.messages.pages'),
                previous: t('careers.messages.previous'),
                next: t('careers.messages.next'),
              }}
            />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

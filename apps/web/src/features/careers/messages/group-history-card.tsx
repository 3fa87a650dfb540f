import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetGroupsQuery } from '../../../core/api/messages.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { PageCard } from '../shared/load-state.tsx';
import { MessagesPager } from './messages-pager.tsx';

const PER_PAGE = 5;

/** Group messages sent, newest first: to how many, by whom, and when the last email leaves. */
export function GroupHistoryCard() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [pageNo, setPage] = useState(1);
  // "Sending until" is shown against when the card opened (the list refreshes after each send).
  const [openedAt] = useState(() => Date.now());
  const groups = useGetGroupsQuery({ page: pageNo, perPage: PER_PAGE });
  return (
    <PageCard
      title={t('careers.messages.history')}
      read={groups}
      empty={t('careers.messages.noGroups')}
    >
      {(page) => (
        <>
          <ul className="list-unstyled p-0 mb-0" aria-label={t('careers.messages.history')}>
            {page.data.map((g) => (
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
          <MessagesPager page={pageNo} total={page.total} perPage={PER_PAGE} onPage={setPage} />
        </>
      )}
    </PageCard>
  );
}

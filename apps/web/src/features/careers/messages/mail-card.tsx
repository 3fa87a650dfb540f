import type { OutboxMessage } from '@careers/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Send } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetCandidateMailQuery } from '../../../core/api/messages.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { PageCard } from '../shared/load-state.tsx';
import { MessagesPager } from './messages-pager.tsx';
import { WriteMessageDialog } from './write-message-dialog.tsx';

const PER_PAGE = 8;
const TONE: Record<OutboxMessage['status'], string> = {
  queued: 'secondary',
  sent: 'success',
  retrying: 'warning',
  failed: 'danger',
  kept: 'info',
  suppressed: 'danger',
};

/**
 * Every email to the candidate, newest first — messages staff wrote and the service's automatic
 * mail — with its delivery state; and the way to write a new message.
 */
export function CandidateMailCard({
  candidateId,
  candidateName,
}: {
  candidateId: string;
  candidateName: string;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [pageNo, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const mail = useGetCandidateMailQuery({ candidateId, page: pageNo, perPage: PER_PAGE });

  return (
    <PageCard
      title={t('careers.messages.cardTitle')}
      actions={
        <Button size="sm" variant="outline-primary" onClick={() => setWriting(true)}>
          <Send size={14} aria-hidden="true" className="me-1" />
          {t('careers.messages.write')}
        </Button>
      }
      read={mail}
      empty={t('careers.messages.none')}
      extra={
        <WriteMessageDialog
          show={writing}
          candidateId={candidateId}
          candidateName={candidateName}
          onClose={() => setWriting(false)}
        />
      }
    >
      {(page) => (
        <>
          <ul className="list-unstyled p-0 mb-0" aria-label={t('careers.messages.cardTitle')}>
            {page.data.map((m) => (
              <li key={m.id} className="border-bottom py-2">
                <button
                  type="button"
                  className="btn btn-link p-0 text-start text-decoration-none w-100 d-flex gap-2 align-items-baseline"
                  aria-expanded={open === m.id}
                  onClick={() => setOpen(open === m.id ? null : m.id)}
                >
                  <span className="flex-grow-1 text-body text-break">{m.subject}</span>
                  <Badge pill bg={`light-${TONE[m.status]}`} className="text-nowrap">
                    {t(`careers.messages.status.${m.status}`)}
                  </Badge>
                  <small className="text-body-secondary text-nowrap">
                    {formatDateTime(m.sentAt ?? m.createdAt)}
                  </small>
                </button>
                {open === m.id && (
                  <pre className="small bg-body-tertiary rounded p-2 mt-2 mb-0 careers-prewrap">
                    {m.text}
                  </pre>
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

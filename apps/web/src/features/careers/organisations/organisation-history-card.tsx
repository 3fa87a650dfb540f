import type { AuditEntry } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetOrganisationHistoryQuery } from '../../../core/api/organisations.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { PageCard } from '../shared/load-state.tsx';

const known = [
  'organisation.create',
  'organisation.update',
  'organisation.decision',
  'organisation.logo',
  'organisation.logo_removed',
  'organisation.contact_add',
  'organisation.contact_update',
  'organisation.contact_remove',
  'organisation.note',
  'organisation.merge',
] as const;

/** One line for an audit entry, in the reader's words. */
function useDescribe() {
  const { t } = useTranslation();
  return (entry: AuditEntry): string => {
    const action = (known as readonly string[]).includes(entry.action)
      ? entry.action.replace('organisation.', '')
      : 'other';
    const d = entry.details;
    return t(`careers.organisationHistory.${action}`, {
      to: typeof d.to === 'string' ? t(`careers.organisationStatus.${d.to}`, d.to) : '',
      name: typeof d.name === 'string' ? d.name : '',
      from: typeof d.fromName === 'string' ? d.fromName : '',
      action: entry.action,
    });
  };
}

/** Every change to the organisation (its audit entries), newest first, 20 at a time. */
export function OrganisationHistoryCard({ organisationId }: { organisationId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const [page, setPage] = useState(1);
  const read = useGetOrganisationHistoryQuery({ id: organisationId, page });
  const describe = useDescribe();
  return (
    <PageCard
      title={t('careers.organisationPage.history')}
      read={read}
      empty={t('careers.organisationPage.noHistory')}
    >
      {(history) => (
        <>
          <ol className="list-unstyled mb-0">
            {history.data.map((e) => (
              <li key={e.id} className="border-top pt-2 mt-2">
                <span className="d-block">{describe(e)}</span>
                {typeof e.details.reason === 'string' && (
                  <span className="d-block small text-break">
                    {t('careers.organisationPage.reason')}: {e.details.reason}
                  </span>
                )}
                <span className="small text-body-secondary">
                  {e.actorName ?? t('careers.actor.unknown')} · {formatDateTime(e.createdAt)}
                </span>
              </li>
            ))}
          </ol>
          {history.total > page * history.perPage && (
            <Button
              size="sm"
              variant="link"
              className="px-0 mt-2"
              onClick={() => setPage(page + 1)}
            >
              {t('careers.organisationPage.older')}
            </Button>
          )}
          {page > 1 && (
            <Button size="sm" variant="link" className="mt-2" onClick={() => setPage(1)}>
              {t('careers.organisationPage.newest')}
            </Button>
          )}
        </>
      )}
    </PageCard>
  );
}

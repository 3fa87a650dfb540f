import type { Shortlist, ShortlistFeedback } from '@careers/contracts';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetShortlistsQuery, useRevokeShortlistMutation } from '../../../core/api/shortlists.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useConfirmed } from '../../../core/hooks/use-confirmed.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';

export const FEEDBACK_TONE: Record<ShortlistFeedback, string> = {
  interested: 'success',
  maybe: 'warning',
  not_interested: 'secondary',
};

const STATE_TONE = { active: 'primary', expired: 'secondary', revoked: 'danger' } as const;

/** The shortlists shared from one vacancy, with the organisation's answer on each candidate. */
export function VacancyShortlistsCard({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetShortlistsQuery({ vacancyId });
  const [revoke] = useRevokeShortlistMutation();
  const revoking = useConfirmed(async (shortlist: Shortlist) => {
    await revoke(shortlist.id).unwrap();
    void notify('success', t('careers.shortlists.revoked'));
  });
  const rows = read.data ?? [];
  if (read.isSuccess && rows.length === 0) return null;

  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 className="h5 mb-0">{t('careers.shortlists.title')}</h2>
      </Card.Header>
      <Card.Body>
        {read.isError && (
          <div className="alert alert-danger mb-0" role="alert">
            {t('careers.common.loadFailed')}
          </div>
        )}
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {rows.map((s) => (
            <li key={s.id} className="border rounded p-3">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
                <h3 className="h6 mb-0">{s.title}</h3>
                <span className={`badge text-bg-${STATE_TONE[s.state]}`}>
                  {t(`careers.shortlists.state.${s.state}`)}
                </span>
                <span className="small text-body-secondary ms-auto">
                  {t('careers.shortlists.answered', {
                    answered: s.answeredCount,
                    count: s.itemCount,
                  })}
                </span>
              </div>
              <p className="small text-body-secondary mb-2">
                {s.via === 'link'
                  ? t('careers.shortlists.sentByLink', {
                      name: s.contactName ?? '',
                      email: s.contactEmail ?? '',
                      date: s.expiresAt ? formatDateTime(s.expiresAt) : '',
                    })
                  : t('careers.shortlists.sentInPortal', { organisation: s.organisationName })}{' '}
                {t('careers.shortlists.sharedBy', {
                  name: s.sharedByName ?? t('careers.actor.unknown'),
                  date: formatDateTime(s.createdAt),
                })}
              </p>
              <ul className="list-unstyled mb-2">
                {s.items.map((i) => (
                  <li key={i.applicationId} className="d-flex flex-wrap gap-2 align-items-baseline">
                    <Link to={`/careers/applications/${i.applicationId}`}>{i.candidateName}</Link>
                    {i.feedback ? (
                      <span className={`badge text-bg-${FEEDBACK_TONE[i.feedback]}`}>
                        {t(`careers.shortlists.feedback.${i.feedback}`)}
                      </span>
                    ) : (
                      <span className="badge text-bg-light">
                        {t('careers.shortlists.awaiting')}
                      </span>
                    )}
                    {i.comment && <span className="small text-body-secondary">“{i.comment}”</span>}
                  </li>
                ))}
              </ul>
              {s.state === 'active' && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => revoking.ask(s)}
                >
                  {t('careers.shortlists.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
      <ConfirmDialog
        {...revoking.dialog}
        title={t('careers.shortlists.revokeTitle')}
        body={t('careers.shortlists.revokeBody', { title: revoking.target?.title ?? '' })}
        confirmLabel={t('careers.shortlists.revoke')}
        variant="danger"
      />
    </Card>
  );
}

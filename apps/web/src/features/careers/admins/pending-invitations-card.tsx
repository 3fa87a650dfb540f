import type { PendingInvitation } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useGetInvitationsQuery,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
} from '../../../core/api/admins.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { useConfirmed } from '../../../core/hooks/use-confirmed.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';

/** Invitations not used yet: when each expires, and resend (a new link) or revoke. */
export function PendingInvitationsCard() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetInvitationsQuery();
  const [resendInvitation] = useResendInvitationMutation();
  const [revokeInvitation] = useRevokeInvitationMutation();
  const [resending, setResending] = useState<string | null>(null);
  const revoking = useConfirmed(async (invitation: PendingInvitation) => {
    await revokeInvitation(invitation.id).unwrap();
    void notify('success', t('careers.admins.invitations.revoked', { email: invitation.email }));
  });
  const list = read.currentData?.data ?? [];
  if (list.length === 0) return null;

  const resend = async (invitation: PendingInvitation) => {
    setResending(invitation.id);
    try {
      const answer = await resendInvitation(invitation.id).unwrap();
      void notify(
        'success',
        t('careers.admins.invitations.resent', {
          email: invitation.email,
          date: formatDateTime(answer.expiresAt),
        }),
      );
    } catch (error) {
      void notify('error', toApiError(error).message);
    } finally {
      setResending(null);
    }
  };

  // Expired as of the answer (the list is read afresh each time the screen opens).
  const now = read.fulfilledTimeStamp ?? 0;
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3" id="pending-invitations">
          {t('careers.admins.invitations.title')}
        </h2>
        <ul className="list-unstyled mb-0" aria-labelledby="pending-invitations">
          {list.map((invitation) => {
            const expired = Date.parse(invitation.expiresAt) <= now;
            return (
              <li
                key={invitation.id}
                className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom"
              >
                <div className="flex-grow-1">
                  <div className="fw-semibold">{invitation.email}</div>
                  <div
                    className={`small ${expired ? 'text-danger-emphasis' : 'text-body-secondary'}`}
                  >
                    {t(
                      expired
                        ? 'careers.admins.invitations.expired'
                        : 'careers.admins.invitations.expires',
                      { date: formatDateTime(invitation.expiresAt) },
                    )}
                    {invitation.invitedBy &&
                      ` · ${t('careers.admins.invitations.by', { name: invitation.invitedBy })}`}
                  </div>
                </div>
                <Button
                  size="sm"
                  variant="outline-primary"
                  disabled={resending === invitation.id}
                  aria-label={t('careers.admins.invitations.resendTo', { email: invitation.email })}
                  onClick={() => void resend(invitation)}
                >
                  {t('careers.admins.invitations.resend')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  aria-label={t('careers.admins.invitations.revokeFor', {
                    email: invitation.email,
                  })}
                  onClick={() => revoking.ask(invitation)}
                >
                  {t('careers.admins.invitations.revoke')}
                </Button>
              </li>
            );
          })}
        </ul>
      </Card.Body>
      <ConfirmDialog
        {...revoking.dialog}
        title={t('careers.admins.invitations.revokeTitle')}
        body={t('careers.admins.invitations.revokeBody', { email: revoking.target?.email ?? '' })}
        confirmLabel={t('careers.admins.invitations.revoke')}
        variant="danger"
      />
    </Card>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { employerInvitationInputSchema, type EmployerOrganisation } from '@careers/contracts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import {
  useGetOrganisationInvitationsQuery,
  useInviteToOrganisationMutation,
  useRevokeOrganisationInvitationMutation,
} from '../../core/api/employer.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { SkeletonLines } from '../../core/ui/state-views.tsx';
import { TextField } from '../../core/ui/text-field.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { TitledCard } from '../../core/ui/titled-card.tsx';

const inviteSchema = employerInvitationInputSchema.extend({ fullName: z.string().trim().max(120) });

/** Invite a colleague (once the organisation is approved) and the invitations not used yet. */
export function InvitationsCard({ organisation }: { organisation: EmployerOrganisation }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const approved = organisation.status === 'approved';
  const invitations = useGetOrganisationInvitationsQuery(organisation.id);
  const [invite] = useInviteToOrganisationMutation();
  const [revoke] = useRevokeOrganisationInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string; fullName: string }>({
    resolver: localizedResolver(inviteSchema),
    defaultValues: { email: '', fullName: '' },
  });
  const submit = handleSubmit(async ({ email, fullName }) => {
    setFailure(null);
    try {
      await invite({
        organisationId: organisation.id,
        email,
        ...(fullName ? { fullName } : {}),
      }).unwrap();
      reset();
      void notify('success', t('employer.invite.sent', { email }));
    } catch (error) {
      const failed = toApiError(error);
      setFailure(serverMessage(failed) ?? t('employer.invite.failed'));
    }
  });

  return (
    <TitledCard title={t('employer.invite.title')}>
      {approved ? (
        <form noValidate onSubmit={(e) => void submit(e)} className="row g-2 align-items-start">
          <TextField
            id="invite-email"
            className="col-md-5"
            label={t('employer.fields.email')}
            type="email"
            dir="ltr"
            registration={register('email')}
            error={errors.email}
          />
          <div className="col-md-4">
            <label htmlFor="invite-name" className="form-label">
              {t('employer.invite.name')}
            </label>
            <input id="invite-name" className="form-control" {...register('fullName')} />
          </div>
          <div className="col-md-3 d-flex align-items-end" style={{ minHeight: '4.1rem' }}>
            <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
              {t('employer.invite.submit')}
            </button>
          </div>
          <div className="col-12">
            <FailureAlert message={failure} />
          </div>
        </form>
      ) : (
        <p className="text-body-secondary">{t('employer.invite.notApproved')}</p>
      )}
      <h3 className="h6 mt-3">{t('employer.invite.pending')}</h3>
      {invitations.isLoading && <SkeletonLines lines={2} label={t('employer.loading')} />}
      {invitations.data && invitations.data.data.length === 0 && (
        <p className="text-body-secondary mb-0">{t('employer.invite.none')}</p>
      )}
      {invitations.data && invitations.data.data.length > 0 && (
        <ul className="list-group" aria-label={t('employer.invite.pending')}>
          {invitations.data.data.map((i) => (
            <li key={i.id} className="list-group-item d-flex flex-wrap align-items-center gap-2">
              <span dir="ltr" className="me-auto">
                {i.email}
              </span>
              <span className="small text-body-secondary">
                {t('employer.invite.expires', { date: formatDate(i.expiresAt) })}
              </span>
              {approved && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={t('employer.invite.revokeOf', { email: i.email })}
                  onClick={() =>
                    void revoke({ organisationId: organisation.id, invitationId: i.id })
                      .unwrap()
                      .then(
                        () => notify('success', t('employer.invite.revoked')),
                        (error: unknown) =>
                          notify(
                            'error',
                            serverMessage(toApiError(error)) ?? t('employer.invite.failed'),
                          ),
                      )
                  }
                >
                  {t('employer.invite.revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

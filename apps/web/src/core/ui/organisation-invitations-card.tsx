import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../i18n/use-translation.ts';
import { z } from 'zod';
import { employerInvitationInputSchema } from '@careers/contracts';
import { serverMessage, toApiError } from '../api/api-error.ts';
import {
  useGetOrganisationInvitationsQuery,
  useInviteToOrganisationMutation,
  useRevokeOrganisationInvitationMutation,
} from '../api/employer.ts';
import { useDateFormat } from '../format/use-date-format.ts';
import { localizedResolver } from '../forms/localized-resolver.ts';
import { FailureAlert } from './failure-alert.tsx';
import { SkeletonLines } from './state-views.tsx';
import { TextField } from './text-field.tsx';
import { notify } from './toasts.tsx';
import { TitledCard } from './titled-card.tsx';
import { FormSubmit } from './form-submit.tsx';

const inviteSchema = employerInvitationInputSchema.extend({ fullName: z.string().trim().max(120) });

/**
 * Invitations to join an organisation in the employer portal, and those not used yet: its own
 * contacts invite colleagues once it is approved; staff invite its contacts at any time.
 */
export function InvitationsCard({
  organisationId,
  canInvite,
  title,
}: {
  organisationId: string;
  canInvite: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const approved = canInvite;
  const invitations = useGetOrganisationInvitationsQuery(organisationId);
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
        organisationId,
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
    <TitledCard title={title}>
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
            <FormSubmit busy={isSubmitting} label={t('employer.invite.submit')} wide />
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
                    void revoke({ organisationId, invitationId: i.id })
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

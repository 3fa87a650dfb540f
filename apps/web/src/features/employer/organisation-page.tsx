import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createOrganisationInputSchema,
  employerInvitationInputSchema,
  organisationSizes,
  type EmployerOrganisation,
  type OrganisationSize,
} from '@careers/contracts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import {
  useGetEmployerOrganisationQuery,
  useGetOrganisationInvitationsQuery,
  useInviteToOrganisationMutation,
  useRevokeOrganisationInvitationMutation,
  useUpdateEmployerOrganisationMutation,
} from '../../core/api/employer.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { ErrorState, SkeletonLines } from '../../core/ui/state-views.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { OrganisationStatusBanner } from './employer-ui.tsx';

const profileSchema = createOrganisationInputSchema.extend({ size: z.string() });
interface ProfileForm {
  name: string;
  website: string;
  sector: string;
  size: string;
  address: string;
  description: string;
}
const formOf = (o: EmployerOrganisation): ProfileForm => ({
  name: o.name,
  website: o.website ?? '',
  sector: o.sector ?? '',
  size: o.size ?? '',
  address: o.address ?? '',
  description: o.description ?? '',
});

/** The organisation's profile as its contacts keep it (the status is the careers service's). */
function ProfileCard({ organisation }: { organisation: EmployerOrganisation }) {
  const { t } = useTranslation();
  const [update] = useUpdateEmployerOrganisationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileForm>({
    resolver: localizedResolver(profileSchema),
    defaultValues: formOf(organisation),
  });
  // A newer version (saved here or elsewhere) becomes the form's starting point.
  useEffect(() => reset(formOf(organisation)), [organisation, reset]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update({
        name: values.name,
        website: values.website,
        sector: values.sector,
        size: (values.size || null) as OrganisationSize | null,
        address: values.address,
        description: values.description,
        expectedUpdatedAt: organisation.updatedAt,
      }).unwrap();
      void notify('success', t('employer.organisation.saved'));
    } catch (error) {
      const failed = toApiError(error);
      setFailure(
        failed.code === 'stale_edit'
          ? t('employer.organisation.stale')
          : (serverMessage(failed) ?? t('employer.organisation.saveFailed')),
      );
    }
  });

  const field = (
    name: keyof ProfileForm,
    label: string,
    opts: { type?: string; dir?: 'ltr'; multiline?: boolean } = {},
  ) => {
    const id = `organisation-${name}`;
    const error = errors[name];
    const common = {
      id,
      className: `form-control${error ? ' is-invalid' : ''}`,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      dir: opts.dir,
      ...register(name),
    };
    return (
      <div className="mb-3">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {opts.multiline ? (
          <textarea rows={5} {...common} />
        ) : (
          <input type={opts.type ?? 'text'} {...common} />
        )}
        {error && (
          <div id={`${id}-error`} className="invalid-feedback">
            {error.message}
          </div>
        )}
      </div>
    );
  };

  return (
    <Card className="mb-4">
      <Card.Header>
        <Card.Title as="h2" className="h5 mb-0">
          {t('employer.organisation.profile')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(e) => void submit(e)}>
          {field('name', t('employer.fields.name'))}
          <div className="row">
            <div className="col-md-6">
              {field('website', t('employer.fields.website'), { type: 'url', dir: 'ltr' })}
            </div>
            <div className="col-md-3">{field('sector', t('employer.fields.sector'))}</div>
            <div className="col-md-3 mb-3">
              <label htmlFor="organisation-size" className="form-label">
                {t('employer.fields.size')}
              </label>
              <select id="organisation-size" className="form-select" {...register('size')}>
                <option value="">{t('employer.fields.sizeNone')}</option>
                {organisationSizes.map((size) => (
                  <option key={size} value={size}>
                    {t(`employer.sizes.${size}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {field('address', t('employer.fields.address'))}
          {field('description', t('employer.fields.description'), { multiline: true })}
          <FailureAlert message={failure} />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
            {t('employer.organisation.save')}
          </button>
        </form>
      </Card.Body>
    </Card>
  );
}

function ContactsCard({ organisation }: { organisation: EmployerOrganisation }) {
  const { t } = useTranslation();
  return (
    <Card className="mb-4">
      <Card.Header>
        <Card.Title as="h2" className="h5 mb-0">
          {t('employer.organisation.contacts')}
        </Card.Title>
      </Card.Header>
      <div className="table-responsive">
        <table className="table mb-0" aria-label={t('employer.organisation.contacts')}>
          <thead>
            <tr>
              <th scope="col">{t('employer.fields.fullName')}</th>
              <th scope="col">{t('employer.fields.email')}</th>
              <th scope="col">{t('employer.fields.jobTitle')}</th>
              <th scope="col">{t('employer.organisation.account')}</th>
            </tr>
          </thead>
          <tbody>
            {organisation.contacts.map((c) => (
              <tr key={c.id}>
                <td>{c.fullName}</td>
                <td dir="ltr" className="text-start">
                  {c.email}
                </td>
                <td>{c.jobTitle ?? '—'}</td>
                <td>
                  {t(
                    c.accountId
                      ? 'employer.organisation.hasAccount'
                      : 'employer.organisation.noAccount',
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

const inviteSchema = employerInvitationInputSchema.extend({ fullName: z.string().trim().max(120) });

/** Invite a colleague (once the organisation is approved) and the invitations not used yet. */
function InvitationsCard({ organisation }: { organisation: EmployerOrganisation }) {
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
    <Card className="mb-4">
      <Card.Header>
        <Card.Title as="h2" className="h5 mb-0">
          {t('employer.invite.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {approved ? (
          <form noValidate onSubmit={(e) => void submit(e)} className="row g-2 align-items-start">
            <div className="col-md-5">
              <label htmlFor="invite-email" className="form-label">
                {t('employer.fields.email')}
              </label>
              <input
                id="invite-email"
                type="email"
                dir="ltr"
                className={`form-control${errors.email ? ' is-invalid' : ''}`}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? 'invite-email-error' : undefined}
                {...register('email')}
              />
              {errors.email && (
                <div id="invite-email-error" className="invalid-feedback">
                  {errors.email.message}
                </div>
              )}
            </div>
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
      </Card.Body>
    </Card>
  );
}

/** The organisation's profile, its contacts and the invitations to join it. */
export function EmployerOrganisationPage() {
  const { t } = useTranslation();
  const organisation = useGetEmployerOrganisationQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      <PageHeader title={t('menu.employerOrganisation')} breadcrumb={['menu.employer']} />
      {organisation.isLoading && <SkeletonLines label={t('employer.loading')} />}
      {organisation.isError && (
        <ErrorState
          text={t('employer.organisation.loadFailed')}
          onRetry={() => void organisation.refetch()}
          retryLabel={t('employer.retry')}
        />
      )}
      {organisation.data && (
        <>
          <OrganisationStatusBanner
            status={organisation.data.status}
            reason={organisation.data.statusReason}
          />
          <ProfileCard organisation={organisation.data} />
          <ContactsCard organisation={organisation.data} />
          <InvitationsCard organisation={organisation.data} />
        </>
      )}
    </>
  );
}

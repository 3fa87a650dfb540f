import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { z } from 'zod';
import { changePasswordInputSchema, employerAccountInputSchema } from '@careers/contracts';
import { useChangePasswordMutation } from '../../core/api/account.ts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { selectUser, userDataRefreshed } from '../../core/auth/auth.slice.ts';
import { useUpdateEmployerAccountMutation } from '../../core/api/employer.ts';
import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { notify } from '../../core/ui/toasts.tsx';

const schema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type PasswordForm = z.infer<typeof schema>;

/** POST /me/password: the current password, then the new one twice; other sessions end. */
function PasswordCard() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: localizedResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      reset();
      void notify('success', t('employer.account.passwordChanged'));
    } catch (error) {
      const failed = toApiError(error);
      if (failed.field === 'currentPassword' || failed.field === 'newPassword') {
        setError(failed.field, { message: serverMessage(failed) ?? '' });
      } else {
        setFailure(serverMessage(failed) ?? t('employer.account.passwordFailed'));
      }
    }
  });
  const field = (name: keyof PasswordForm, label: string, autoComplete: string) => (
    <div className="mb-3">
      <label htmlFor={`pw-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`pw-${name}`}
        type="password"
        autoComplete={autoComplete}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `pw-${name}-error` : undefined}
        {...register(name)}
      />
      {errors[name] && (
        <div id={`pw-${name}-error`} className="invalid-feedback">
          {errors[name].message}
        </div>
      )}
    </div>
  );
  return (
    <Card className="mb-4">
      <Card.Header>
        <Card.Title as="h2" className="h5 mb-0">
          {t('employer.account.password')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('employer.account.passwordHint')}</p>
        <form noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: 420 }}>
          {field('currentPassword', t('employer.account.current'), 'current-password')}
          {field('newPassword', t('employer.account.new'), 'new-password')}
          {field('confirmPassword', t('employer.account.confirm'), 'new-password')}
          <FailureAlert message={failure} />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {t('employer.account.changePassword')}
          </button>
        </form>
      </Card.Body>
    </Card>
  );
}

/** The contact's name (the organisation's contact list shows it) and sign-in address. */
function NameCard() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [updateAccount] = useUpdateEmployerAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useForm<{ fullName: string }>({
    resolver: localizedResolver(employerAccountInputSchema),
    defaultValues: { fullName: user?.fullName ?? '' },
  });
  const submit = handleSubmit(async ({ fullName }) => {
    setFailure(null);
    try {
      const updated = await updateAccount({ fullName }).unwrap();
      dispatch(userDataRefreshed(updated));
      reset({ fullName: updated.fullName });
      void notify('success', t('employer.account.nameSaved'));
    } catch (error) {
      setFailure(serverMessage(toApiError(error)) ?? t('employer.account.nameFailed'));
    }
  });
  return (
    <Card className="mb-4">
      <Card.Header>
        <Card.Title as="h2" className="h5 mb-0">
          {t('employer.account.you')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={(e) => void submit(e)} style={{ maxWidth: 420 }}>
          <div className="mb-3">
            <label htmlFor="account-fullName" className="form-label">
              {t('employer.fields.fullName')}
            </label>
            <input
              id="account-fullName"
              autoComplete="name"
              className={`form-control${errors.fullName ? ' is-invalid' : ''}`}
              aria-invalid={errors.fullName ? true : undefined}
              aria-describedby={errors.fullName ? 'account-fullName-error' : undefined}
              {...register('fullName')}
            />
            {errors.fullName && (
              <div id="account-fullName-error" className="invalid-feedback">
                {errors.fullName.message}
              </div>
            )}
          </div>
          <p className="mb-3">
            <span className="text-body-secondary">{t('employer.fields.email')}: </span>
            <span dir="ltr">{user?.email}</span>
          </p>
          <FailureAlert message={failure} />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting || !isDirty}>
            {t('employer.account.saveName')}
          </button>
        </form>
      </Card.Body>
    </Card>
  );
}

/** The contact's own account: their name and their password. */
export function EmployerAccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('menu.employerAccount')} breadcrumb={['menu.employer']} />
      <NameCard />
      <PasswordCard />
    </>
  );
}

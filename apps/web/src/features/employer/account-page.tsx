import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { z } from 'zod';
import { changePasswordInputSchema } from '@careers/contracts';
import { useChangePasswordMutation } from '../../core/api/account.ts';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { selectUser } from '../../core/auth/auth.slice.ts';
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

/** The contact's own account: who they are signed in as, and their password. */
export function EmployerAccountPage() {
  const { t } = useTranslation();
  const user = useSelector(selectUser);
  return (
    <>
      <PageHeader title={t('menu.employerAccount')} breadcrumb={['menu.employer']} />
      <Card className="mb-4">
        <Card.Header>
          <Card.Title as="h2" className="h5 mb-0">
            {t('employer.account.you')}
          </Card.Title>
        </Card.Header>
        <Card.Body>
          <dl className="row mb-0">
            <dt className="col-sm-3">{t('employer.fields.fullName')}</dt>
            <dd className="col-sm-9">{user?.fullName}</dd>
            <dt className="col-sm-3">{t('employer.fields.email')}</dt>
            <dd className="col-sm-9" dir="ltr">
              {user?.email}
            </dd>
          </dl>
        </Card.Body>
      </Card>
      <PasswordCard />
    </>
  );
}

import { localizedResolver } from '../../core/forms/localized-resolver.ts';
import { changePasswordInputSchema } from '@careers/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notify } from '../../core/ui/toasts.tsx';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { useChangePasswordMutation } from '../../core/api/account.ts';
import { usePortalMessage } from './portal-messages.ts';
import { SectionCard } from './portal-ui.tsx';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';

const schema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type PasswordForm = z.infer<typeof schema>;

/** POST /me/password: the current password, then the new one twice. */
export function PasswordCard() {
  const { t } = useTranslation();
  const message = usePortalMessage();
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
      void notify('success', t('portal.password.changed'));
    } catch (error) {
      const failed = toApiError(error);
      if (failed.field === 'currentPassword' || failed.field === 'newPassword') {
        setError(failed.field, { message: serverMessage(failed) ?? '' });
      } else {
        setFailure(message(serverMessage(failed)) || t('portal.password.failed'));
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
          {message(errors[name].message)}
        </div>
      )}
    </div>
  );

  return (
    <SectionCard
      headingId="password-heading"
      title={t('portal.password.title')}
      headingClassName="h6 mb-1"
    >
      <p className="small text-body-secondary">{t('portal.password.hint')}</p>
      <form noValidate onSubmit={(e) => void submit(e)}>
        {field('currentPassword', t('portal.password.current'), 'current-password')}
        {field('newPassword', t('portal.password.new'), 'new-password')}
        {field('confirmPassword', t('portal.password.confirm'), 'new-password')}
        <FailureAlert message={failure} />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {t('portal.password.submit')}
        </button>
      </form>
    </SectionCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../shared/form-field.tsx';
import { passwordChangeSchema, type PasswordChangeValues } from './account-schemas.ts';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordTab({ onSave }: { onSave: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  return (
    <form
      noValidate
      aria-label={t('pages.account.tabs.password')}
      onSubmit={handleSubmit(() => {
        // Passwords never go into the store: the form empties once the change is confirmed.
        onSave();
        reset(EMPTY);
      })}
    >
      <div className="row g-3">
        <FormField
          className="col-md-6"
          label={t('pages.account.currentPassword')}
          type="password"
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword}
        />
        <div className="w-100 m-0" />
        <FormField
          className="col-md-6"
          label={t('pages.account.newPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('newPassword')}
          error={errors.newPassword}
          hint={t('pages.account.passwordHint')}
        />
        <FormField
          className="col-md-6"
          label={t('pages.account.confirmPassword')}
          type="password"
          autoComplete="new-password"
          registration={register('confirmPassword')}
          error={errors.confirmPassword}
        />
      </div>
      <div className="mt-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('pages.common.saveChanges')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => reset(EMPTY)}>
          {t('pages.common.cancel')}
        </button>
      </div>
    </form>
  );
}

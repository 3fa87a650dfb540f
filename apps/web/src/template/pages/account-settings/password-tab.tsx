import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FormFields } from '../shared/form-field.tsx';
import { passwordChangeSchema, type PasswordChangeValues } from './account-schemas.ts';
import { SettingsForm } from './settings-form.tsx';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordTab({ onSave }: { onSave: () => void }) {
  const { t } = useTranslation();
  const form = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const password = { type: 'password', className: 'col-md-6' } as const;

  return (
    <SettingsForm
      label={t('pages.account.tabs.password')}
      onSubmit={form.handleSubmit(() => {
        // Passwords never go into the store: the form empties once the change is confirmed.
        onSave();
        form.reset(EMPTY);
      })}
      onCancel={() => form.reset(EMPTY)}
    >
      <div className="row g-3">
        <FormFields
          form={form}
          fields={[
            {
              ...password,
              name: 'currentPassword',
              label: t('pages.account.currentPassword'),
              autoComplete: 'current-password',
            },
          ]}
        />
        <div className="w-100 m-0" />
        <FormFields
          form={form}
          fields={[
            {
              ...password,
              name: 'newPassword',
              label: t('pages.account.newPassword'),
              autoComplete: 'new-password',
              hint: t('pages.account.passwordHint'),
            },
            {
              ...password,
              name: 'confirmPassword',
              label: t('pages.account.confirmPassword'),
              autoComplete: 'new-password',
            },
          ]}
        />
      </div>
    </SettingsForm>
  );
}

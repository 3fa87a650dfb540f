import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FormFields } from '../shared/form-field.tsx';
import { useImageChoice } from '../shared/use-image-choice.ts';
import { avatarProblem, generalSchema, type GeneralValues } from './account-schemas.ts';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';

interface GeneralTabProps {
  initial: GeneralValues;
  onSave: (values: GeneralValues) => void;
}

export function GeneralTab({ initial, onSave }: GeneralTabProps) {
  const { t } = useTranslation();
  const { form, actions } = useSettingsForm(zodResolver(generalSchema), initial, onSave);
  const { setValue, control } = form;
  const avatar = useWatch({ control, name: 'avatar' });
  const avatarChoice = useImageChoice(avatarProblem, (url) =>
    setValue('avatar', url, { shouldDirty: true }),
  );

  const resetAvatar = () => {
    avatarChoice.clearError();
    setValue('avatar', initial.avatar, { shouldDirty: true });
  };

  return (
    <SettingsForm label={t('pages.account.tabs.general')} {...actions}>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <img
          src={avatar}
          alt={t('pages.account.avatarAlt')}
          className="rounded account-avatar"
          width={100}
          height={100}
        />
        <div>
          <div className="d-flex flex-wrap gap-2 mb-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={avatarChoice.open}>
              {t('pages.account.uploadPhoto')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary btn-sm"
              onClick={resetAvatar}
            >
              {t('pages.account.reset')}
            </button>
          </div>
          <input
            {...avatarChoice.inputProps}
            accept="image/png,image/jpeg,image/gif"
            aria-label={t('pages.account.uploadPhoto')}
          />
          <p
            className={`small mb-0 ${avatarChoice.error ? 'text-danger' : 'text-body-secondary'}`}
            role={avatarChoice.error ? 'alert' : undefined}
          >
            {t(avatarChoice.error ?? 'pages.account.avatarHint')}
          </p>
        </div>
      </div>
      <div className="row g-3">
        <FormFields
          className="col-md-6"
          form={form}
          fields={[
            { name: 'username', label: t('pages.account.username'), autoComplete: 'username' },
            { name: 'fullName', label: t('pages.account.fullName'), autoComplete: 'name' },
            {
              name: 'email',
              label: t('pages.account.email'),
              type: 'email',
              autoComplete: 'email',
            },
            { name: 'company', label: t('pages.account.company'), autoComplete: 'organization' },
          ]}
        />
      </div>
    </SettingsForm>
  );
}

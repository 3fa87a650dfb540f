import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../shared/form-field.tsx';
import { avatarProblem, generalSchema, type GeneralValues } from './account-schemas.ts';

interface GeneralTabProps {
  initial: GeneralValues;
  onSave: (values: GeneralValues) => void;
}

export function GeneralTab({ initial, onSave }: GeneralTabProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    reset,
    formState: { errors },
  } = useForm<GeneralValues>({ resolver: zodResolver(generalSchema), defaultValues: initial });
  const avatar = useWatch({ control, name: 'avatar' });

  const chooseAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    setAvatarError(problem);
    if (problem) return;
    // A local preview only: the object URL lives as long as this page's document.
    setValue('avatar', URL.createObjectURL(file), { shouldDirty: true });
  };

  const resetAvatar = () => {
    setAvatarError(null);
    setValue('avatar', initial.avatar, { shouldDirty: true });
  };

  return (
    <form
      noValidate
      aria-label={t('pages.account.tabs.general')}
      onSubmit={handleSubmit((values) => {
        onSave(values);
        reset(values);
      })}
    >
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
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => fileInput.current?.click()}
            >
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
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif"
            className="visually-hidden"
            aria-label={t('pages.account.uploadPhoto')}
            onChange={chooseAvatar}
          />
          <p
            className={`small mb-0 ${avatarError ? 'text-danger' : 'text-body-secondary'}`}
            role={avatarError ? 'alert' : undefined}
          >
            {t(avatarError ?? 'pages.account.avatarHint')}
          </p>
        </div>
      </div>
      <div className="row g-3">
        <FormField
          className="col-md-6"
          label={t('pages.account.username')}
          registration={register('username')}
          error={errors.username}
          autoComplete="username"
        />
        <FormField
          className="col-md-6"
          label={t('pages.account.fullName')}
          registration={register('fullName')}
          error={errors.fullName}
          autoComplete="name"
        />
        <FormField
          className="col-md-6"
          label={t('pages.account.email')}
          type="email"
          registration={register('email')}
          error={errors.email}
          autoComplete="email"
        />
        <FormField
          className="col-md-6"
          label={t('pages.account.company')}
          registration={register('company')}
          error={errors.company}
          autoComplete="organization"
        />
      </div>
      <div className="mt-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary">
          {t('pages.common.saveChanges')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => reset(initial)}>
          {t('pages.common.cancel')}
        </button>
      </div>
    </form>
  );
}

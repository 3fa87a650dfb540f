import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../shared/form-field.tsx';
import { COUNTRIES, infoSchema, type InfoValues } from './account-schemas.ts';

interface InfoTabProps {
  initial: InfoValues;
  onSave: (values: InfoValues) => void;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** The country's name in the UI language (the English name when the browser cannot say). */
function countryName(lng: string, code: string, fallback: string): string {
  if (!displayNames.has(lng)) {
    try {
      displayNames.set(lng, new Intl.DisplayNames([lng], { type: 'region' }));
    } catch {
      displayNames.set(lng, null);
    }
  }
  return displayNames.get(lng)?.of(code) ?? fallback;
}

export function InfoTab({ initial, onSave }: InfoTabProps) {
  const { t, i18n } = useTranslation();
  const ids = { dob: useId(), country: useId() };
  const today = new Date().toISOString().slice(0, 10);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InfoValues>({ resolver: zodResolver(infoSchema), defaultValues: initial });

  return (
    <form
      noValidate
      aria-label={t('pages.account.tabs.info')}
      onSubmit={handleSubmit((values) => {
        onSave(values);
        reset(values);
      })}
    >
      <div className="row g-3">
        <FormField
          className="col-12"
          multiline
          label={t('pages.account.bio')}
          registration={register('bio')}
          error={errors.bio}
        />
        <div className="col-md-6">
          <label htmlFor={ids.dob} className="form-label">
            {t('pages.account.birthDate')}
          </label>
          <input
            id={ids.dob}
            type="date"
            max={today}
            className={`form-control${errors.dob ? ' is-invalid' : ''}`}
            aria-invalid={errors.dob ? true : undefined}
            {...register('dob')}
          />
          {errors.dob?.message && <div className="invalid-feedback">{t(errors.dob.message)}</div>}
        </div>
        <div className="col-md-6">
          <label htmlFor={ids.country} className="form-label">
            {t('pages.account.country')}
          </label>
          <select
            id={ids.country}
            className={`form-select${errors.country ? ' is-invalid' : ''}`}
            aria-invalid={errors.country ? true : undefined}
            {...register('country')}
          >
            <option value="">{t('pages.account.chooseCountry')}</option>
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={name}>
                {countryName(i18n.language, code, name)}
              </option>
            ))}
          </select>
          {errors.country?.message && (
            <div className="invalid-feedback">{t(errors.country.message)}</div>
          )}
        </div>
        <FormField
          className="col-md-6"
          type="url"
          label={t('pages.account.website')}
          placeholder="https://"
          registration={register('website')}
          error={errors.website}
        />
        <FormField
          className="col-md-6"
          type="tel"
          label={t('pages.account.phone')}
          autoComplete="tel"
          registration={register('phone')}
          error={errors.phone}
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

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { FormFields } from '../shared/form-field.tsx';
import { COUNTRIES, infoSchema, type InfoValues } from './account-schemas.ts';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';

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
  const today = new Date().toISOString().slice(0, 10);
  const { form, actions } = useSettingsForm(zodResolver(infoSchema), initial, onSave);
  const countries = COUNTRIES.map(([code, name]) => ({
    value: name,
    label: countryName(i18n.language, code, name),
  }));

  return (
    <SettingsForm label={t('pages.account.tabs.info')} {...actions}>
      <div className="row g-3">
        <FormFields
          className="col-md-6"
          form={form}
          fields={[
            { name: 'bio', label: t('pages.account.bio'), className: 'col-12', multiline: true },
            { name: 'dob', label: t('pages.account.birthDate'), type: 'date', max: today },
            {
              name: 'country',
              label: t('pages.account.country'),
              placeholder: t('pages.account.chooseCountry'),
              options: countries,
            },
            {
              name: 'website',
              label: t('pages.account.website'),
              type: 'url',
              placeholder: 'https://',
            },
            { name: 'phone', label: t('pages.account.phone'), type: 'tel', autoComplete: 'tel' },
          ]}
        />
      </div>
    </SettingsForm>
  );
}

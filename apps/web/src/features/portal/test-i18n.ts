import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeLocale } from '../../../build/locales-plugin.ts';

/** For component tests: an i18next instance with the merged English translations. */
export async function englishI18n() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: mergeLocale('en') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

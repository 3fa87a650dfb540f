import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { mergeLocale } from '../../../build/locales-plugin.ts';

/** For component tests: an i18next instance with every area's English texts, as the app has them. */
export function englishTestI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: mergeLocale('en') } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function WithEnglish({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={englishTestI18n()}>{children}</I18nextProvider>;
}

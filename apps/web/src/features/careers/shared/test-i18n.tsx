import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import frame from '../../../../public/locales/en.json';
import en from '../locales/en.json';

/** For component tests: an i18next instance holding the careers and the frame's English texts. */
export function testI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: { ...frame, ...en } } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={testI18n()}>{children}</I18nextProvider>;
}

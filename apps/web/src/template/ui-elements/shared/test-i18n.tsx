import { configureStore } from '@reduxjs/toolkit';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import en from '../locales/en.json';

/** Keys a rendered screen asked for that this area's English file lacks. */
export const missingKeys = new Set<string>();

// Component tests render with this area's English strings; a key it lacks is recorded, not hidden.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => {
    missingKeys.add(key);
  },
});

export function WithProviders({ children }: { children: ReactNode }) {
  const store = configureStore({ reducer: rootReducer });
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    </Provider>
  );
}

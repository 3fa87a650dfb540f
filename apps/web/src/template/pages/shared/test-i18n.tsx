import { configureStore } from '@reduxjs/toolkit';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import en from '../locales/en.json';

// Component tests render with this area's English strings and a store built on the app's reducer.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

export function makeTestStore() {
  return configureStore({ reducer: rootReducer });
}

export function WithProviders({
  children,
  store = makeTestStore(),
}: {
  children: ReactNode;
  store?: ReturnType<typeof makeTestStore>;
}) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}

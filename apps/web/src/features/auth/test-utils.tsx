import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { mergeLocale } from '../../../build/locales-plugin.ts';
import type { MetaAt } from '../../core/auth/access.ts';
import { authReducer } from '../../core/auth/auth.slice.ts';
import { RouteTableContext } from '../../core/layout/route-meta.ts';

/** An i18next instance with the merged English translations, as the app serves them. */
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

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a page at a URL with a store and English, and reports where the router went. `metaAt`
 * stands in for the app's route table (by default no page is known).
 */
export async function renderAt(
  path: string,
  pattern: string,
  page: ReactElement,
  metaAt: MetaAt = () => null,
) {
  const i18n = await englishI18n();
  const store = configureStore({ reducer: { auth: authReducer } });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouteTableContext.Provider value={metaAt}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={pattern} element={page} />
              <Route path="*" element={<Where />} />
            </Routes>
          </MemoryRouter>
        </RouteTableContext.Provider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store };
}

import { createInstance, type ResourceKey } from 'i18next';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { prerender } from 'react-dom/static';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/router.tsx';
import { store } from '../app/store.ts';
import { DEFAULT_LANGUAGE } from '../core/i18n/languages.ts';

/**
 * The markup a visitor's first render of `location` makes, in the default language: built into
 * the document (build/prerender.ts) so the screen shows as the document arrives, before the
 * scripts. Rendered with the app's own route tree, waiting for every lazy part.
 */
export async function renderScreen(location: string, translation: ResourceKey): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    resources: { [DEFAULT_LANGUAGE]: { translation } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const { prelude } = await prerender(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider dir="ltr">
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
  return new Response(prelude).text();
}

import { configureStore } from '@reduxjs/toolkit';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState, type ReactElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { login } from '../auth/auth.slice.ts';
import type { UserData } from '../auth/types.ts';
import { dynamicMiddleware } from '../store/middleware.ts';
import { rootReducer } from '../store/root-reducer.ts';
import { testI18n } from './test-i18n.ts';

export { missingKeys, testI18n } from './test-i18n.ts';

/**
 * A store built as the app's: its root reducer and middleware slot (feature slices and the data
 * layer join it when their code loads).
 */
export function makeTestStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware),
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

/** A test store with Sam signed in: staff who may do anything, or a candidate of the portal. */
export function makeSignedInStore(role: 'admin' | 'candidate'): TestStore {
  const store = makeTestStore();
  const userData: UserData = {
    id: '1',
    fullName: 'Sam',
    email: 'sam@example.ac.uk',
    role,
    avatar: '',
    ability:
      role === 'admin'
        ? [{ action: 'manage', subject: 'all' }]
        : [{ action: 'read', subject: 'Portal' }],
  };
  store.dispatch(login({ userData, accessToken: 'a', refreshToken: 'r' }));
  return store;
}

export interface ProviderOptions {
  store?: TestStore;
  /** The texts' language (merged as the app serves them); English by default. */
  lng?: string;
  i18n?: I18n;
  /** The router's first URL; `false` when the component brings its own router. */
  route?: string | false;
}

/** The app's providers for a component under test: store, merged texts, router. */
export function providers({
  store = makeTestStore(),
  lng,
  i18n,
  route = '/',
}: ProviderOptions = {}) {
  const texts = i18n ?? testI18n(lng);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <I18nextProvider i18n={texts}>
          {route === false ? (
            children
          ) : (
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          )}
        </I18nextProvider>
      </Provider>
    );
  }
  return { Providers, store, i18n: texts };
}

/** Testing Library's `render` inside the app's providers; returns the store and texts too. */
export function render(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const { store, lng, i18n, route, ...renderOptions } = options;
  const kit = providers({ store, lng, i18n, route });
  return {
    ...renderInDom(ui, { wrapper: kit.Providers, ...renderOptions }),
    store: kit.store,
    i18n: kit.i18n,
  };
}

/**
 * Screens that read the route (`:id`, `:token`): `routes` maps each path pattern to its screen,
 * rendered with the providers at `path`.
 */
export function renderRoutes(path: string, routes: Record<string, ReactElement>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([pattern, element]) => (
          <Route key={pattern} path={pattern} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
    { route: false },
  );
}

/** The providers as a component, for tests that render or rerender by hand. */
export function WithProviders({ children, ...options }: ProviderOptions & { children: ReactNode }) {
  const [{ Providers }] = useState(() => providers(options));
  return <Providers>{children}</Providers>;
}

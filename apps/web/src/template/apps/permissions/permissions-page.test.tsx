// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../../core/http/http.ts';
import { ensureFakeApi } from '../../../core/http/fake-api-loader.ts';
import { mergeLocale } from '../../../../build/locales-plugin.ts';
import { dynamicMiddleware } from '../../../core/store/middleware.ts';
import { rootReducer } from '../../../core/store/root-reducer.ts';
import { PERMISSION_DATE } from './permissions-api.ts';
import { PermissionsPage } from './permissions-page.tsx';

afterEach(cleanup);

// The sample API is a big module to load in jsdom: load it once before the tests time anything.
beforeAll(() => ensureFakeApi(http), 120_000);

async function renderPage() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: mergeLocale('en') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const store = configureStore({
    reducer: rootReducer,
    middleware: (defaults) => defaults().concat(dynamicMiddleware),
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PermissionsPage />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('PermissionsPage (on the in-browser sample API)', { timeout: 30_000 }, () => {
  it('adds a permission for administrators only, dated like 14 Oct 2021, 10:20 AM', async () => {
    await renderPage();
    await screen.findByText('Management', undefined, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add permission' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    expect(
      await within(dialog).findByText('Enter a name of 2 to 60 characters.'),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), {
      target: { value: 'Approve Placements' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add permission' }));
    // Ten a page: the new one (the tenth) is on the first page.
    const row = (
      await screen.findByText('Approve Placements', { selector: 'td span' }, { timeout: 10_000 })
    ).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(/^Administrator$/);
    expect(cells[2]?.textContent).toMatch(PERMISSION_DATE);
  });

  it('filters by assigned role', async () => {
    await renderPage();
    await screen.findByText('Management', undefined, { timeout: 15_000 });
    fireEvent.change(screen.getByLabelText('Assigned role'), {
      target: { value: 'restricted-user' },
    });
    await waitFor(() => expect(screen.queryByText('Management')).not.toBeInTheDocument());
    expect(screen.getByText('Only View')).toBeInTheDocument();
  });
});

describe('PERMISSION_DATE', () => {
  it('accepts the list format and nothing else', () => {
    expect('14 Oct 2021, 10:20 AM').toMatch(PERMISSION_DATE);
    expect('4 Dec 2021, 8:15 PM').toMatch(PERMISSION_DATE);
    expect('2021-10-14 10:20').not.toMatch(PERMISSION_DATE);
    expect('14 October 2021, 10:20 AM').not.toMatch(PERMISSION_DATE);
  });
});

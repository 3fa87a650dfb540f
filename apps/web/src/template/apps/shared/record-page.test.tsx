// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteMetaContext } from '../../../core/layout/route-meta.ts';
import { render } from '../../../core/test/render.tsx';
import { loadedOf, RecordPage, type Loaded } from './record-page.tsx';

afterEach(cleanup);

describe('loadedOf', () => {
  it('reads a query as loading, missing (refused) or ready', () => {
    expect(loadedOf({ isError: false })).toEqual({ state: 'loading' });
    expect(loadedOf({ isError: true, currentData: 'stale' })).toEqual({ state: 'missing' });
    expect(loadedOf({ isError: false, currentData: 'user' })).toEqual({
      state: 'ready',
      value: 'user',
    });
  });
});

describe('RecordPage', () => {
  const page = (loaded: Loaded<string>) => (
    <RouteMetaContext.Provider value={{ title: 'menu.userView', breadcrumb: ['menu.apps'] }}>
      <RecordPage loaded={loaded} tone="warning" missing="No such user.">
        {(name) => <p>Hello {name}</p>}
      </RecordPage>
    </RouteMetaContext.Provider>
  );

  it('titles the page after its route and shows the record once it is ready', () => {
    render(page({ state: 'ready', value: 'Grace' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('View');
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there is no such record', () => {
    render(page({ state: 'missing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No such user.');
    expect(screen.getByRole('alert')).toHaveClass('alert-warning');
    expect(screen.queryByText(/Hello/)).not.toBeInTheDocument();
  });
});

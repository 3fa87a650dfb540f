// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, matchRoutes, Routes } from 'react-router';
import { legacy_createStore as createStore } from 'redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuItems } from '../core/layout/menu-items.tsx';
import { lazyPage } from '../core/routing/lazy-page.ts';
import type { MatchPath } from '../core/routing/preload.ts';
import type { RouteDeclaration, RoutePreload } from '../core/routing/route-declaration.ts';
import { testI18n } from '../core/test/render.tsx';
import { PreloadProvider, routeElements } from './router.tsx';

afterEach(cleanup);

// A screen whose chunk never arrives: whatever starts the data cannot be waiting for the screen.
const neverLoads = lazyPage(() => new Promise<{ SlowPage: () => null }>(() => {}), 'SlowPage');

function tableWith(preload: RoutePreload): { table: RouteDeclaration[]; match: MatchPath } {
  const table: RouteDeclaration[] = [
    { path: '/things', component: neverLoads, meta: { title: 'menu.things' } },
    { path: '/things/:id', component: neverLoads, meta: { title: 'menu.thing' }, preload },
  ];
  const match: MatchPath = (path) => {
    const found = matchRoutes(
      table.map((route) => ({ path: route.path, route })),
      path,
    )?.at(-1);
    return { route: found?.route.route ?? table[0]!, params: found?.params ?? {} };
  };
  return { table, match };
}

function renderApp(preload: RoutePreload, path: string, extra?: ReactNode) {
  const { table, match } = tableWith(preload);
  const store = createStore((state: number = 0) => state);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n()}>
        <PreloadProvider match={match}>
          <MemoryRouter initialEntries={[path]}>
            <Link to="/things/42">forty-two</Link>
            <Link to="/things/43">forty-three</Link>
            <Link to="/things/44?status=open&page=2">forty-four, open, page two</Link>
            {extra}
            <Routes>{routeElements(table)}</Routes>
          </MemoryRouter>
        </PreloadProvider>
      </I18nextProvider>
    </Provider>,
  );
  return store;
}

describe("a route's preload", () => {
  it('starts with the navigation, with the parameters and dispatch, before the screen loads', () => {
    const preload = vi.fn<RoutePreload>();
    const store = renderApp(preload, '/things');
    expect(preload).not.toHaveBeenCalled();

    act(() => void fireEvent.click(screen.getByRole('link', { name: 'forty-two' })));
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload.mock.calls[0]?.[0].params).toEqual({ id: '42' });
    // The store's dispatch, through the preloader.
    const dispatched = vi.fn();
    store.subscribe(dispatched);
    preload.mock.calls[0]?.[1]({ type: 'things/prefetch' });
    expect(dispatched).toHaveBeenCalledOnce();
    // The screen's chunk is still loading.
    expect(screen.getByRole('status')).toBeDefined();

    act(() => void fireEvent.click(screen.getByRole('link', { name: 'forty-three' })));
    expect(preload).toHaveBeenCalledTimes(2);
    expect(preload.mock.calls[1]?.[0].params).toEqual({ id: '43' });
  });

  it('reads the query too, so a list starts the page and filters the screen will ask for', () => {
    const preload = vi.fn<RoutePreload>();
    renderApp(preload, '/things');
    act(() => void fireEvent.click(screen.getByRole('link', { name: /forty-four/ })));
    const target = preload.mock.calls[0]?.[0];
    expect(target?.params).toEqual({ id: '44' });
    expect(target?.search.get('status')).toBe('open');
    expect(target?.search.get('page')).toBe('2');
  });

  it('starts when a menu link is pointed at or focused, before any click', () => {
    const preload = vi.fn<RoutePreload>();
    const menu = (
      <ul>
        <MenuItems items={[{ id: 'thing', title: 'menu.thing', navLink: '/things/7' }]} />
      </ul>
    );
    renderApp(preload, '/things', menu);
    const link = screen.getByRole('link', { name: 'menu.thing' });
    fireEvent.mouseEnter(link);
    expect(preload).toHaveBeenCalledTimes(1);
    expect(preload.mock.calls[0]?.[0].params).toEqual({ id: '7' });
    fireEvent.focus(link);
    expect(preload).toHaveBeenCalledTimes(2);
  });
});

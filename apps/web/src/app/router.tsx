import { createElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { RouteTableContext } from '../core/layout/route-meta.ts';
import { FrameShell } from './frame-shell.tsx';
import { metaAt, notFoundRoute, routes } from './routes.tsx';

// Declarative routing keeps the router's share of the login page small (no data router).
export function AppRouter() {
  return (
    <RouteTableContext.Provider value={metaAt}>
      <BrowserRouter>
        <Routes>
          <Route element={<FrameShell />}>
            {[...routes, notFoundRoute].map((route) => (
              <Route
                key={route.path}
                path={route.path}
                element={route.component ? createElement(route.component) : null}
              />
            ))}
          </Route>
        </Routes>
      </BrowserRouter>
    </RouteTableContext.Provider>
  );
}

import { createElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { FrameShell } from './frame-shell.tsx';
import { notFoundRoute, routes } from './routes.tsx';

// Declarative routing keeps the router's share of the login page small (no data router).
export function AppRouter() {
  return (
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
  );
}

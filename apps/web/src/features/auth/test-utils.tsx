import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { MetaAt } from '../../core/auth/access.ts';
import { RouteTableContext } from '../../core/layout/route-meta.ts';
import { render } from '../../core/test/render.tsx';

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
  return render(
    <RouteTableContext.Provider value={metaAt}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </RouteTableContext.Provider>,
    { route: path },
  );
}

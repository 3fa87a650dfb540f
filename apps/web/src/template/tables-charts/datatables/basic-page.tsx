import { AfterFirstPaint } from '../../../core/ui/after-first-paint.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import type { Employee } from '../../../fake-api/types.ts';
import { preloadQuery } from '../../../core/api/preload-query.ts';
import type { RoutePreload } from '../../../core/routing/route-declaration.ts';
import { fetchStatus, tablesChartsApi, useGetInitialEmployeesQuery } from '../tables-charts.api.ts';
import { MultilingualTable } from './multilingual-table.tsx';
import { SelectionTable } from './selection-table.tsx';
import { ZeroConfigTable } from './zero-config-table.tsx';
import '../tables-charts.scss';

const EMPTY: Employee[] = [];

/** The route's preload (routes.ts): the sample employees every table of the screen shows. */
export const preloadBasicDatatables: RoutePreload = (_target, dispatch) => {
  preloadQuery(dispatch, tablesChartsApi.endpoints.getInitialEmployees, undefined);
};

export function BasicDatatablesPage() {
  const query = useGetInitialEmployeesQuery();
  const { data, refetch } = query;
  const status = fetchStatus(query);
  const retry = () => void refetch();
  const rows = data ?? EMPTY;
  return (
    <div className="tc-page">
      <RoutePageHeader />
      <ZeroConfigTable data={rows} status={status} onRetry={retry} />
      {/* Below the fold: drawn just after the first table and its data are shown. */}
      <AfterFirstPaint>
        <SelectionTable data={rows} status={status} onRetry={retry} />
        <MultilingualTable data={rows} status={status} onRetry={retry} />
      </AfterFirstPaint>
    </div>
  );
}

import { api } from '../../core/api/api.ts';
import type { DatatableResponse, Employee } from '../../fake-api/types.ts';
import { hasColumnFilters, refineEmployees, type TableState } from './shared/employee-query.ts';

/** What a table shows while its rows load, once they are in, or when the call failed. */
export type FetchStatus = 'loading' | 'ready' | 'failed';

/** What the basic page hands each of its tables: the rows, their status and a retry. */
export interface EmployeeTableProps {
  data: Employee[];
  status: FetchStatus;
  onRetry: () => void;
}

const URL = '/api/datatables/data';
const MAX_PAGE = 100;

export const tablesChartsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInitialEmployees: build.query<Employee[], void>({
      query: () => '/api/datatables/initial-data',
    }),
    /**
     * One page of the advanced table. The API searches and pages (q, perPage, page) but knows no
     * column filters or order: with those, every server match is fetched page by page and refined
     * here.
     */
    getEmployees: build.query<{ rows: Employee[]; total: number }, TableState>({
      async queryFn(state, _api, _extra, baseQuery) {
        const q = state.q.trim();
        const page = async (params: { perPage: number; page: number }) => {
          const res = await baseQuery({ url: URL, params: { q, ...params } });
          return res.error ? { error: res.error } : { data: res.data as DatatableResponse };
        };
        if (!hasColumnFilters(state.filters) && !state.sort) {
          const res = await page({ perPage: state.perPage, page: state.page });
          if (res.error) return { error: res.error };
          return { data: { rows: res.data.invoices, total: res.data.total } };
        }
        const rows: Employee[] = [];
        for (let n = 1; ; n += 1) {
          const res = await page({ perPage: MAX_PAGE, page: n });
          if (res.error) return { error: res.error };
          rows.push(...res.data.invoices);
          if (rows.length >= res.data.total || res.data.invoices.length === 0) break;
        }
        return { data: refineEmployees(rows, state) };
      },
    }),
  }),
});

export const { useGetInitialEmployeesQuery, useGetEmployeesQuery } = tablesChartsApi;

/** A query's state in the tables' words. */
export function fetchStatus(query: { isError: boolean; isFetching: boolean }): FetchStatus {
  if (query.isError) return 'failed';
  return query.isFetching ? 'loading' : 'ready';
}

import { http } from '../../../core/http/http.ts';
import type { DatatableResponse, Employee } from '../../../fake-api/types.ts';
import { hasColumnFilters, refineEmployees, type TableState } from '../shared/employee-query.ts';

const URL = '/api/datatables/data';
const MAX_PAGE = 100;

/** Every row matching the server-side search, page by page. */
async function allMatching(q: string): Promise<Employee[]> {
  const rows: Employee[] = [];
  for (let page = 1; ; page += 1) {
    const { data } = await http.get<DatatableResponse>(URL, {
      params: { q: q || undefined, perPage: MAX_PAGE, page },
    });
    rows.push(...data.invoices);
    if (rows.length >= data.total || data.invoices.length === 0) return rows;
  }
}

/**
 * One page of the table. The API searches and pages (q, perPage, page) but knows no column
 * filters or order: with those the server's matches are refined here.
 */
export async function loadEmployees(
  state: TableState,
): Promise<{ rows: Employee[]; total: number }> {
  if (!hasColumnFilters(state.filters) && !state.sort) {
    const { data } = await http.get<DatatableResponse>(URL, {
      params: { q: state.q.trim() || undefined, perPage: state.perPage, page: state.page },
    });
    return { rows: data.invoices, total: data.total };
  }
  return refineEmployees(await allMatching(state.q.trim()), state);
}

import type { LoadStatus } from '../../../core/api/list.ts';
import { listTableProps, type DataTableProps } from '../../../core/ui/data-table.tsx';
import type { ListQuery, QueryPatch } from './use-list-query.ts';

/**
 * The table props a careers list wires the same way every time: rows, count and status from its
 * list query, page and order from the URL, and sorting or paging written back to the URL.
 */
export function pagedTableProps<T>(
  list: {
    data: T[];
    total: number;
    totalCapped?: boolean;
    status: LoadStatus;
    error: string | null;
    refetch: () => void;
  },
  query: ListQuery,
  update: (patch: QueryPatch) => void,
) {
  return {
    ...listTableProps(list),
    page: query.page,
    perPage: query.perPage,
    sortColumn: query.sortColumn,
    sort: query.sort,
    onSort: (sortColumn, sort) => update({ sortColumn, sort }),
    onPage: (page) => update({ page }),
  } satisfies Partial<DataTableProps<T>>;
}

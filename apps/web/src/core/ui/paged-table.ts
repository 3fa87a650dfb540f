import {
  listTableProps,
  type DataTableProps,
  type SortDirection,
  type TableList,
} from './data-table.tsx';

/** Where a paged list is and how it is ordered (the URL's query, or a slice's params). */
export interface PagedQuery {
  page: number;
  perPage: number;
  sortColumn?: string;
  sort?: SortDirection;
}

/**
 * The table props a paged list wires the same way every time: rows, count and status from its
 * list query, page and order from where the list keeps them, and sorting or paging written back.
 */
export function pagedTableProps<T>(
  list: TableList<T>,
  query: PagedQuery,
  update: (patch: { sortColumn: string; sort: SortDirection } | { page: number }) => void,
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

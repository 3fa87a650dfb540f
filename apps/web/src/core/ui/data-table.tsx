import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import Table from 'react-bootstrap/Table';
import { ChevronDown, ChevronUp, Code } from 'react-feather';
import { Pager } from './pager.tsx';
import { PhoneSort } from './phone-sort.tsx';

export interface ServerSort {
  column: string;
  direction: 'asc' | 'desc';
}

export interface DataTableLabels {
  /** Accessible name of the table. */
  caption: string;
  empty: string;
  /** Accessible name of a sort button, e.g. 'Sort by Total'. */
  sortBy: (column: string) => string;
  pagination: string;
  previous: string;
  next: string;
  /** 'Showing 1 to 10 of 50 entries'. */
  showing: (from: number, to: number, total: number) => string;
}

interface DataTableProps<T> {
  columns: ColumnDef<T, unknown>[];
  data: T[];
  total: number;
  page: number;
  perPage: number;
  sort?: ServerSort;
  onSort?: (sort: ServerSort) => void;
  onPage: (page: number) => void;
  labels: DataTableLabels;
  rowKey: (row: T) => string;
  loading?: boolean;
}

/**
 * A table paged and sorted by the server (TanStack Table in manual mode). Sortable headers are
 * buttons, so the keyboard reaches them; `aria-sort` tells screen readers the current order.
 */
export function DataTable<T>({
  columns,
  data,
  total,
  page,
  perPage,
  sort,
  onSort,
  onPage,
  labels,
  rowKey,
  loading = false,
}: DataTableProps<T>) {
  const sorting: SortingState = sort ? [{ id: sort.column, desc: sort.direction === 'desc' }] : [];
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  // The table object is rebuilt each render on purpose: it holds no state of its own here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    columns,
    data,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    pageCount,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize: perPage } },
  });
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const canSort = (column: ColumnDef<T, unknown>) =>
    Boolean(onSort) && column.enableSorting !== false;

  // On a phone each row stands as a card (`.table-stack`): the first column is its title, the
  // others are labelled lines named by their heading, and the row's buttons sit together at the end.
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const headings = new Map(
    headers.map((h) => {
      const render = h.column.columnDef.header;
      return [h.column.id, typeof render === 'string' ? render : undefined] as const;
    }),
  );
  const firstColumn = headers[0]?.column.id;
  const cellProps = (columnId: string) =>
    columnId === 'actions'
      ? { className: 'table-stack-actions' }
      : { 'data-label': columnId === firstColumn ? undefined : headings.get(columnId) };

  return (
    <>
      {onSort && (
        <PhoneSort
          className="px-4 pb-1"
          options={headers
            .filter((h) => canSort(h.column.columnDef) && headings.get(h.column.id))
            .map((h) => ({ id: h.column.id, label: headings.get(h.column.id)! }))}
          sortColumn={sort?.column ?? ''}
          sort={sort?.direction ?? 'asc'}
          onSort={(column, direction) => onSort({ column, direction })}
        />
      )}
      <Table
        responsive
        hover
        className="mb-0 align-middle data-table table-stack"
        role="table"
        aria-label={labels.caption}
        aria-busy={loading}
      >
        <thead className="table-light">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} role="row">
              {group.headers.map((header) => {
                // Columns here have no accessor (cells render from the row), so sorting is opt-out, not
                // TanStack's accessor-based getCanSort().
                const sortable = canSort(header.column.columnDef);
                const state = header.column.getIsSorted();
                const content = flexRender(header.column.columnDef.header, header.getContext());
                const title =
                  typeof header.column.columnDef.header === 'string'
                    ? header.column.columnDef.header
                    : header.column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    role="columnheader"
                    className="text-nowrap"
                    aria-sort={
                      state === 'asc' ? 'ascending' : state === 'desc' ? 'descending' : undefined
                    }
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset text-decoration-none fw-semibold d-inline-flex align-items-center gap-1 sort-button"
                        onClick={() =>
                          onSort?.({
                            column: header.column.id,
                            direction: state === 'asc' ? 'desc' : 'asc',
                          })
                        }
                        aria-label={labels.sortBy(title)}
                      >
                        {content}
                        {state === 'asc' ? (
                          <ChevronUp size={14} aria-hidden="true" />
                        ) : state === 'desc' ? (
                          <ChevronDown size={14} aria-hidden="true" />
                        ) : (
                          <Code size={12} className="sort-idle" aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} role="row">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} role="cell" {...cellProps(cell.column.id)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
          {data.length === 0 && (
            <tr role="row">
              <td
                role="cell"
                colSpan={columns.length}
                className="text-center text-body-secondary py-4"
              >
                {loading ? '…' : labels.empty}
              </td>
            </tr>
          )}
        </tbody>
      </Table>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 px-3 py-3">
        <span className="text-body-secondary small">{labels.showing(from, to, total)}</span>
        <Pager page={page} pageCount={pageCount} onPage={onPage} labels={labels} />
      </div>
    </>
  );
}

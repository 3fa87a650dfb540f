import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { ChevronDown, ChevronUp } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { PhoneSort } from '../../../core/ui/phone-sort.tsx';
import type { LoadStatus } from '../../../core/api/list.ts';
import type { ListQuery, QueryPatch } from './use-list-query.ts';
import { EmptyState, ErrorState } from '../../../core/ui/state-views.tsx';
import { selectionColumn, SELECT_COLUMN } from '../../../core/ui/data-table-parts.tsx';
import { TablePagination } from '../../../core/ui/table-pagination.tsx';
import { usePaginationLabels } from './table-labels.ts';

/** Id of the column of row buttons, which the table lays out apart (selection: SELECT_COLUMN). */
const ACTIONS = 'actions';

export interface DataTableProps<T extends { id: string }> {
  /** Names the table for assistive technology. */
  label: string;
  columns: ColumnDef<T>[];
  data: T[];
  total: number;
  /** The server stopped counting at `total`: there may be more pages. */
  totalCapped?: boolean;
  page: number;
  perPage: number;
  sortColumn: string;
  sort: 'asc' | 'desc';
  status: LoadStatus;
  error: string | null;
  emptyText: string;
  onSort: (column: string, sort: 'asc' | 'desc') => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** Row selection across pages, by id; omit for a table without checkboxes. */
  selection?: RowSelectionState;
  onSelectionChange?: (next: RowSelectionState) => void;
  rowLabel?: (row: T) => string;
}

type WiredProps =
  | 'data'
  | 'total'
  | 'totalCapped'
  | 'page'
  | 'perPage'
  | 'sortColumn'
  | 'sort'
  | 'status'
  | 'error'
  | 'onSort'
  | 'onPage'
  | 'onRetry';

/**
 * The props a list screen wires the same way every time: rows, count and status from its slice,
 * page and order from the URL query, and sorting or paging written back to the URL.
 */
export function pagedTableProps<T extends { id: string }>(
  state: {
    data: T[];
    total: number;
    totalCapped?: boolean;
    status: LoadStatus;
    error: string | null;
  },
  query: ListQuery,
  update: (patch: QueryPatch) => void,
  onRetry: () => void,
): Pick<DataTableProps<T>, WiredProps> {
  return {
    data: state.data,
    total: state.total,
    totalCapped: state.totalCapped,
    status: state.status,
    error: state.error,
    page: query.page,
    perPage: query.perPage,
    sortColumn: query.sortColumn,
    sort: query.sort,
    onSort: (sortColumn, sort) => update({ sortColumn, sort }),
    onPage: (page) => update({ page }),
    onRetry,
  };
}

/**
 * A server-paged table: @tanstack/react-table with manual pagination and sorting (the server
 * pages and sorts), loading skeleton rows, empty and error states, optional row selection.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const paginationLabels = usePaginationLabels();
  const selectable = Boolean(props.selection && props.onSelectionChange);
  const sorting: SortingState = useMemo(
    () => [{ id: props.sortColumn, desc: props.sort === 'desc' }],
    [props.sortColumn, props.sort],
  );

  const columns = useMemo<ColumnDef<T>[]>(() => {
    // The server sorts; TanStack offers sorting only on a column with an accessor, so a column that
    // renders its own cell gets one that reads nothing. `enableSorting: false` still opts out.
    const sortable = props.columns.map((c) =>
      'accessorFn' in c || 'accessorKey' in c ? c : { ...c, accessorFn: () => undefined },
    );
    if (!selectable) return sortable;
    const select = selectionColumn<T>(
      {
        selectPage: t('careers.table.selectPage'),
        selectRow: (name) => t('careers.table.selectRow', { name }),
      },
      props.rowLabel,
    );
    return [select, ...sortable];
    // props.rowLabel is a stable formatter of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.columns, selectable, t]);

  // TanStack Table returns fresh functions each render by design; the compiler skips memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: props.data,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    pageCount: props.totalCapped ? -1 : Math.max(1, Math.ceil(props.total / props.perPage)),
    state: {
      sorting,
      pagination: { pageIndex: props.page - 1, pageSize: props.perPage },
      rowSelection: props.selection ?? {},
    },
    enableRowSelection: selectable,
    onRowSelectionChange: (updater) => {
      if (!props.onSelectionChange) return;
      const current = props.selection ?? {};
      props.onSelectionChange(typeof updater === 'function' ? updater(current) : updater);
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) props.onSort(first.id, first.desc ? 'desc' : 'asc');
    },
  });

  const loadingFirst = props.status === 'loading' && props.data.length === 0;
  const width = columns.length;
  // On a phone each row stands as a card: its first column is the title, the others are labelled
  // lines ("Status: Open") named by their heading; the checkbox and the row's buttons need none.
  const firstDataColumn = columns.find((c) => c.id !== SELECT_COLUMN)?.id;
  const headerGroup = table.getHeaderGroups()[0];
  const labels = new Map(
    (headerGroup?.headers ?? []).map((header) => {
      const { header: render } = header.column.columnDef;
      const text = typeof render === 'function' ? render(header.getContext()) : render;
      return [header.column.id, typeof text === 'string' ? text : undefined] as const;
    }),
  );
  const cellProps = (columnId: string) =>
    columnId === SELECT_COLUMN
      ? { className: 'careers-select-col' }
      : columnId === ACTIONS
        ? { className: 'table-stack-actions' }
        : { 'data-label': columnId === firstDataColumn ? undefined : labels.get(columnId) };

  return (
    <>
      {props.status === 'failed' && (
        <div className="p-3">
          <ErrorState
            text={t('careers.common.loadFailed')}
            retryLabel={t('careers.common.retry')}
            detail={props.error}
            onRetry={props.onRetry}
          />
        </div>
      )}
      <PhoneSort
        options={headerGroup?.headers
          .filter((h) => h.column.getCanSort() && labels.get(h.column.id))
          .map((h) => ({ id: h.column.id, label: labels.get(h.column.id)! }))}
        sortColumn={props.sortColumn}
        sort={props.sort}
        onSort={props.onSort}
      />
      <div className="table-responsive">
        <table
          className={`table table-hover align-middle mb-0 table-list table-stack careers-table${props.status === 'loading' ? ' is-loading' : ''}`}
          role="table"
          aria-label={props.label}
          aria-busy={props.status === 'loading'}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      className={header.id === SELECT_COLUMN ? 'careers-select-col' : undefined}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="btn btn-link careers-sort p-0"
                          onClick={() =>
                            props.onSort(
                              header.column.id,
                              sorted === 'asc' ? 'desc' : sorted === 'desc' ? 'asc' : 'asc',
                            )
                          }
                        >
                          {content}
                          {sorted === 'asc' && <ChevronUp size={14} aria-hidden="true" />}
                          {sorted === 'desc' && <ChevronDown size={14} aria-hidden="true" />}
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
            {loadingFirst &&
              Array.from({ length: Math.min(props.perPage, 5) }, (_, i) => (
                <tr key={`skeleton-${i}`} className="placeholder-glow" aria-hidden="true">
                  {Array.from({ length: width }, (__, j) => (
                    <td key={j}>
                      <span className="placeholder col-8" />
                    </td>
                  ))}
                </tr>
              ))}
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                role="row"
                className={row.getIsSelected() ? 'table-active' : undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} role="cell" {...cellProps(cell.column.id)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {props.status === 'succeeded' && props.data.length === 0 && (
              <tr>
                <td colSpan={width}>
                  <EmptyState text={props.emptyText} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loadingFirst && (
        <span className="visually-hidden" role="status">
          {t('careers.common.loading')}
        </span>
      )}
      <TablePagination
        page={props.page}
        perPage={props.perPage}
        total={props.status === 'succeeded' || props.data.length > 0 ? props.total : 0}
        totalCapped={props.totalCapped ?? false}
        onPage={props.onPage}
        labels={paginationLabels}
      />
    </>
  );
}

import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useCallback, useMemo, type ReactNode } from 'react';
import type { LoadStatus } from '../api/list.ts';
import { SortableHeading, useTableTexts } from './data-table-head.tsx';
import { selectionColumn, SELECT_COLUMN } from './data-table-parts.tsx';
import { TableRow, type CellProps } from './data-table-row.tsx';
import { PhoneSort } from './phone-sort.tsx';
import { EmptyState, ErrorState, type EmptyStateProps } from './state-views.tsx';
import { TablePagination } from './table-pagination.tsx';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's heading and cells (alignment, `text-nowrap`). */
    className?: string;
  }
}

/** Id of the column of row buttons, which a phone lays out apart (selection: SELECT_COLUMN). */
const ACTIONS = 'actions';

export type SortDirection = 'asc' | 'desc';

/**
 * A column of a list: its id (the server's sort key unless `enableSorting: false`), its heading
 * and what a record's cell shows; `options` adds the rest of TanStack's column (meta, sorting).
 */
export function column<T>(
  id: string,
  header: ReactNode,
  cell: (record: T) => ReactNode,
  options: Omit<ColumnDef<T>, 'id' | 'header' | 'cell'> = {},
): ColumnDef<T> {
  return { id, header: () => header, cell: ({ row }) => cell(row.original), ...options };
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: ColumnDef<T, unknown>[];
  data: T[];
  total: number;
  /** The server stopped counting at `total`: there may be more pages. */
  totalCapped?: boolean;
  page: number;
  perPage: number;
  /** The order the server applied; without `onSort` the list cannot be reordered. */
  sortColumn?: string;
  sort?: SortDirection;
  onSort?: (column: string, sort: SortDirection) => void;
  /** Without it the table has no footer: every row is on the one page. */
  onPage?: (page: number) => void;
  status?: LoadStatus;
  error?: string | null;
  onRetry?: () => void;
  /** What an empty list says, under a heading and above an action when given. */
  empty: EmptyStateProps;
  /** A row's key; `String(row.id)` when not given. */
  rowKey?: (row: T) => string;
  /** Row selection across pages, by key; omit for a table without checkboxes. */
  selection?: RowSelectionState;
  onSelectionChange?: (next: RowSelectionState) => void;
  /** A row's name, for its checkbox. */
  rowLabel?: (row: T) => string;
}

/** What a list from `useList` hands a table. */
export interface TableList<T> {
  data: T[];
  total: number;
  totalCapped?: boolean;
  status: LoadStatus;
  error: string | null;
  refetch: () => void;
}

/** The props a list from `useList` gives a table the same way every time. */
export function listTableProps<T>(
  list: TableList<T>,
): Required<Pick<DataTableProps<T>, 'data' | 'total' | 'status' | 'error' | 'onRetry'>> &
  Pick<DataTableProps<T>, 'totalCapped'> {
  return {
    data: list.data,
    total: list.total,
    totalCapped: list.totalCapped,
    // A query not started yet is about to load: show it loading, not empty.
    status: list.status === 'idle' ? 'loading' : list.status,
    error: list.error,
    onRetry: list.refetch,
  };
}

const keyOf = (row: unknown) => String((row as { id: string | number }).id);

/**
 * The one data table: @tanstack/react-table in manual mode (the server pages and sorts), sortable
 * headings as buttons with `aria-sort`, skeleton rows while the first page loads, empty and error
 * states, optional row selection, and the footer with the count and the pager. On a phone each
 * row stands as a card (`.table-stack`) and the order is chosen from a list (PhoneSort).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const texts = useTableTexts();
  const status = props.status ?? 'succeeded';
  const selectable = Boolean(props.selection && props.onSelectionChange);
  const sortable = Boolean(props.onSort);
  const sorting: SortingState = useMemo(
    () => (props.sortColumn ? [{ id: props.sortColumn, desc: props.sort === 'desc' }] : []),
    [props.sortColumn, props.sort],
  );

  const columns = useMemo<ColumnDef<T, unknown>[]>(() => {
    // The server sorts; TanStack offers sorting only on a column with an accessor, so a column that
    // renders its own cell gets one that reads nothing. `enableSorting: false` still opts out.
    const withAccessors = props.columns.map((c) =>
      'accessorFn' in c || 'accessorKey' in c ? c : { ...c, accessorFn: () => undefined },
    );
    if (!selectable) return withAccessors;
    return [selectionColumn<T>(texts.selection, props.rowLabel), ...withAccessors];
    // props.rowLabel is a stable formatter of the screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [props.columns, selectable, texts]);

  // TanStack Table returns fresh functions each render by design; the compiler skips memoising.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: props.data,
    columns,
    getRowId: props.rowKey ?? keyOf,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: sortable,
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
  });

  const loadingFirst = status === 'loading' && props.data.length === 0;
  const width = columns.length;
  // On a phone each row stands as a card: its first column is the title, the others are labelled
  // lines ("Status: Open") named by their heading; the checkbox and the row's buttons need none.
  const firstDataColumn = columns.find((c) => c.id !== SELECT_COLUMN)?.id;
  // TanStack keeps the header groups while the columns and the sorting stay the same.
  const headerGroup = table.getHeaderGroups()[0];
  const headers = useMemo(() => headerGroup?.headers ?? [], [headerGroup]);
  const headings = useMemo(
    () =>
      new Map(
        headers.map((header) => {
          const { header: render } = header.column.columnDef;
          const text = typeof render === 'function' ? render(header.getContext()) : render;
          return [header.column.id, typeof text === 'string' ? text : undefined] as const;
        }),
      ),
    [headers],
  );
  const cellProps = useCallback<CellProps>(
    (columnId, className) => {
      if (columnId === SELECT_COLUMN) return { className: 'data-table-select' };
      if (columnId === ACTIONS) return { className: join(className, 'table-stack-actions') };
      const label = columnId === firstDataColumn ? undefined : headings.get(columnId);
      return { className, 'data-label': label };
    },
    [firstDataColumn, headings],
  );

  return (
    <>
      {status === 'failed' && (
        <div className="p-3">
          <ErrorState
            text={texts.loadFailed}
            retryLabel={texts.retry}
            detail={props.error}
            onRetry={props.onRetry}
          />
        </div>
      )}
      {props.onSort && (
        <PhoneSort
          options={headers
            .filter((h) => h.column.getCanSort() && headings.get(h.column.id))
            .map((h) => ({ id: h.column.id, label: headings.get(h.column.id)! }))}
          sortColumn={props.sortColumn ?? ''}
          sort={props.sort ?? 'asc'}
          onSort={props.onSort}
        />
      )}
      <div className="table-responsive">
        <table
          className={`table table-hover align-middle mb-0 table-list table-stack data-table${status === 'loading' ? ' is-loading' : ''}`}
          role="table"
          aria-label={props.label}
          aria-busy={status === 'loading'}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row">
                {group.headers.map((header) => (
                  <SortableHeading key={header.id} header={header} onSort={props.onSort} />
                ))}
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
              <TableRow
                key={row.id}
                row={row as Row<unknown>}
                selected={row.getIsSelected()}
                cellProps={cellProps}
              />
            ))}
            {status === 'succeeded' && props.data.length === 0 && (
              <tr role="row">
                <td role="cell" colSpan={width}>
                  <EmptyState {...props.empty} />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loadingFirst && (
        <span className="visually-hidden" role="status">
          {texts.loading}
        </span>
      )}
      {props.onPage && (
        <TablePagination
          page={props.page}
          perPage={props.perPage}
          total={status === 'succeeded' || props.data.length > 0 ? props.total : 0}
          totalCapped={props.totalCapped ?? false}
          onPage={props.onPage}
          labels={texts.pagination}
        />
      )}
    </>
  );
}

function join(...classes: (string | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}

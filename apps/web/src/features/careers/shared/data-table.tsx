import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { ChevronDown, ChevronUp } from 'react-feather';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from './list-state.ts';
import { EmptyState, ErrorState } from './state-views.tsx';
import { TablePagination } from './table-pagination.tsx';

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

/**
 * A server-paged table: @tanstack/react-table with manual pagination and sorting (the server
 * pages and sorts), loading skeleton rows, empty and error states, optional row selection.
 */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const selectable = Boolean(props.selection && props.onSelectionChange);
  const sorting: SortingState = useMemo(
    () => [{ id: props.sortColumn, desc: props.sort === 'desc' }],
    [props.sortColumn, props.sort],
  );

  const columns = useMemo<ColumnDef<T>[]>(() => {
    if (!selectable) return props.columns;
    const select: ColumnDef<T> = {
      id: '__select',
      enableSorting: false,
      header: ({ table }) => (
        <Form.Check
          aria-label={t('careers.table.selectPage')}
          checked={table.getIsAllPageRowsSelected()}
          ref={(el: HTMLInputElement | null) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <Form.Check
          aria-label={t('careers.table.selectRow', {
            name: props.rowLabel ? props.rowLabel(row.original) : row.id,
          })}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...props.columns];
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

  return (
    <>
      {props.status === 'failed' && (
        <div className="p-3">
          <ErrorState message={props.error} onRetry={props.onRetry} />
        </div>
      )}
      <div className="table-responsive">
        <table
          className={`table table-hover align-middle mb-0 careers-table${props.status === 'loading' ? ' is-loading' : ''}`}
          aria-label={props.label}
          aria-busy={props.status === 'loading'}
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                      className={header.id === '__select' ? 'careers-select-col' : undefined}
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
              <tr key={row.id} className={row.getIsSelected() ? 'table-active' : undefined}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
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
      />
    </>
  );
}

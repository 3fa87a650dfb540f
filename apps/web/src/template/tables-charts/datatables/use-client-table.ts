import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type TableOptions,
  type TableState,
} from '@tanstack/react-table';
import { useState } from 'react';
import type { Employee } from '../../../fake-api/types.ts';

type Extra = Partial<
  Omit<TableOptions<Employee>, 'data' | 'columns' | 'state' | 'getCoreRowModel'>
> & { state?: Partial<TableState> };

/**
 * A table of employees sorted and paged in the browser, ten rows a page, each row known by its id;
 * `extra` adds what a demo needs on top (selection, expanding…).
 */
export function useClientTable(
  data: Employee[],
  columns: ColumnDef<Employee>[],
  extra: Extra = {},
) {
  const { state, ...options } = extra;
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  // eslint-disable-next-line react-hooks/incompatible-library
  return useReactTable({
    data,
    columns,
    state: { sorting, pagination, ...state },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    ...options,
  });
}

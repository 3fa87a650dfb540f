import Card from 'react-bootstrap/Card';
import { DataTable, type DataTableProps, type TableList } from '../../../core/ui/data-table.tsx';
import { pagedTableProps } from '../../../core/ui/paged-table.ts';
import { ListToolbar, listToolbarProps, type ListToolbarProps } from './list-toolbar.tsx';
import type { ListQuery, QueryPatch } from './use-list-query.ts';

type Wired = ReturnType<typeof pagedTableProps>;

export interface ListCardProps<T> extends Omit<
  ListToolbarProps,
  keyof ReturnType<typeof listToolbarProps>
> {
  /** The list's URL query and its writer (`useListQuery`). */
  list: {
    query: ListQuery;
    update: (patch: QueryPatch, options?: { replace?: boolean }) => void;
  };
  /** The records shown (`useList`). */
  state: TableList<T>;
  /** The table's own props (name, columns, empty state, selection): the rest is wired. */
  table: Omit<DataTableProps<T>, keyof Wired>;
}

/**
 * A careers list in its card: the toolbar (search, filters, page size, actions) over the paged,
 * sorted table, both read from the list's URL query and written back to it.
 */
export function ListCard<T>({ list, state, table, ...toolbar }: ListCardProps<T>) {
  const { query, update } = list;
  return (
    <Card>
      <ListToolbar {...toolbar} {...listToolbarProps(query, update)} />
      <DataTable {...table} {...pagedTableProps(state, query, update)} />
    </Card>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useList, type ListEndpoint } from '../../../core/api/list.ts';
import { DataTable, type DataTableProps, type TableList } from '../../../core/ui/data-table.tsx';
import { pagedTableProps } from '../../../core/ui/paged-table.ts';
import { LISTS } from '../lists.ts';
import { ListExportMenu, type ListExport } from './export-menu.tsx';
import { ListToolbar, listToolbarProps, type ListToolbarProps } from './list-toolbar.tsx';
import { useListQuery, type ListQuery, type QueryPatch } from './use-list-query.ts';

type Wired = ReturnType<typeof pagedTableProps>;

/** One of the careers lists (`LISTS`): its name names its controls, texts and export. */
export type CareersListName = keyof typeof LISTS;

/**
 * A careers list: its URL query and writer (`useListQuery` with the list's filters and default
 * order) and the records of the query's page (`useList`).
 */
export function useCareersList<T extends { id: string | number }>(
  name: CareersListName,
  endpoint: ListEndpoint<T, ListQuery> & { useQuery(arg: ListQuery): { refetch: () => unknown } },
) {
  const { query, update } = useListQuery(LISTS[name].filters, LISTS[name].defaults);
  const state = useList(endpoint, query);
  return { name, query, update, state };
}

export interface CareersList<T> {
  name: CareersListName;
  query: ListQuery;
  update: (patch: QueryPatch, options?: { replace?: boolean }) => void;
  state: TableList<T>;
}

export interface ListCardProps<T> extends Omit<
  ListToolbarProps,
  keyof ReturnType<typeof listToolbarProps> | 'id' | 'searchLabel'
> {
  /** The list (`useCareersList`). */
  list: CareersList<T>;
  columns: ColumnDef<T>[];
  /** The table's other props (selection, row names, another empty state): the rest is wired. */
  table?: Partial<Omit<DataTableProps<T>, keyof Wired | 'columns'>>;
  /** The list's export menu, after the actions. */
  exportable?: ListExport;
}

/**
 * A careers list in its card: the toolbar (search, filters, page size, actions, export) over the
 * paged, sorted table, both read from the list's URL query and written back to it. The list's
 * name gives the controls' ids and its texts: `careers.<name>.search` and `.empty`, and the
 * table is named as the menu names the list (`menu.<name>`).
 */
export function ListCard<T>({ list, columns, table, exportable, ...toolbar }: ListCardProps<T>) {
  const { t } = useTranslation();
  const { name, query, update } = list;
  return (
    <Card>
      <ListToolbar
        {...toolbar}
        id={name}
        searchLabel={t(`careers.${name}.search`)}
        actions={
          <>
            {toolbar.actions}
            {exportable && <ListExportMenu name={name} query={query} {...exportable} />}
          </>
        }
        {...listToolbarProps(query, update)}
      />
      <DataTable
        label={t(`menu.${name}`)}
        columns={columns}
        empty={{ text: t(`careers.${name}.empty`) }}
        {...table}
        {...pagedTableProps(list.state, query, update)}
      />
    </Card>
  );
}

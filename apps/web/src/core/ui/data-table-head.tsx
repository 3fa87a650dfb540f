import { flexRender, type Header } from '@tanstack/react-table';
import { useMemo } from 'react';
import { ChevronDown, ChevronUp, Code } from 'react-feather';
import { useTranslation } from '../i18n/use-translation.ts';
import { SELECT_COLUMN } from './data-table-parts.tsx';
import type { TablePaginationLabels } from './table-pagination.tsx';
import { numberFormat } from '../format/number.ts';

/** The table's own words (`frame.table.*`) in the reader's language. */
export function useTableTexts() {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const number = numberFormat(i18n.language);
    const pagination: TablePaginationLabels = {
      showing: (from, to, total, capped) =>
        t('frame.table.showing', {
          from: number.format(from),
          to: number.format(to),
          total: capped
            ? t('frame.table.atLeast', { total: number.format(total) })
            : number.format(total),
        }),
      pagination: t('frame.table.pagination'),
      previous: t('frame.table.previous'),
      next: t('frame.table.next'),
      page: (page) => t('frame.table.page', { page }),
    };
    return {
      pagination,
      selection: {
        selectPage: t('frame.table.selectPage'),
        selectRow: (name: string) => t('frame.table.selectRow', { name }),
      },
      loading: t('frame.table.loading'),
      loadFailed: t('frame.table.loadFailed'),
      retry: t('frame.table.retry'),
    };
  }, [t, i18n.language]);
}

/**
 * A column's heading: a button that sorts the server's list when the column can be sorted, with
 * `aria-sort` and an arrow for the order applied.
 */
export function SortableHeading<T>({
  header,
  onSort,
}: {
  header: Header<T, unknown>;
  onSort?: (column: string, sort: 'asc' | 'desc') => void;
}) {
  const sorted = header.column.getIsSorted();
  const content = flexRender(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className={
        header.id === SELECT_COLUMN ? 'data-table-select' : header.column.columnDef.meta?.className
      }
    >
      {header.column.getCanSort() ? (
        <button
          type="button"
          className="btn btn-link data-table-sort p-0"
          onClick={() => onSort?.(header.column.id, sorted === 'asc' ? 'desc' : 'asc')}
        >
          {content}
          {sorted === 'asc' ? (
            <ChevronUp size={14} aria-hidden="true" />
          ) : sorted === 'desc' ? (
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
}

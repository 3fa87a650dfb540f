import { flexRender, type ColumnDef, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import Form from 'react-bootstrap/Form';

/** Id of the row-selection column a data table adds in front of the caller's columns. */
export const SELECT_COLUMN = '__select';

export interface SelectionLabels {
  /** Names the header checkbox that selects every row on the page. */
  selectPage: string;
  /** Names a row's checkbox, from the row's name. */
  selectRow: (name: string) => string;
}

/**
 * The checkbox column of a table with row selection: the header box selects the page (and is
 * indeterminate when only some rows are), each row's box selects that row. Callers pass the texts.
 */
export function selectionColumn<T>(
  labels: SelectionLabels,
  rowLabel?: (row: T) => string,
): ColumnDef<T> {
  return {
    id: SELECT_COLUMN,
    enableSorting: false,
    header: ({ table }) => (
      <Form.Check
        aria-label={labels.selectPage}
        checked={table.getIsAllPageRowsSelected()}
        ref={(el: HTMLInputElement | null) => {
          if (el) el.indeterminate = table.getIsSomePageRowsSelected();
        }}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Form.Check
        aria-label={labels.selectRow(rowLabel ? rowLabel(row.original) : row.id)}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}

/** A cell's class and, on a phone, its label (DataTable's, by column). */
export type CellProps = (
  columnId: string,
  className: string | undefined,
) => { className?: string; 'data-label'?: string };

/**
 * One row, rendered again only when its record, its selection or the columns change: a screen
 * renders again each time one of its queries answers (its list, the filters' options, the time
 * zone), and its rows are most of what it renders. A column's cell must get what it shows from
 * the row or from the column's own definition (a screen memoises its columns).
 */
export const TableRow = memo(function TableRow({
  row,
  selected,
  cellProps,
}: {
  row: Row<unknown>;
  selected: boolean;
  cellProps: CellProps;
}) {
  return (
    <tr role="row" className={selected ? 'table-active' : undefined}>
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          role="cell"
          {...cellProps(cell.column.id, cell.column.columnDef.meta?.className)}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
});

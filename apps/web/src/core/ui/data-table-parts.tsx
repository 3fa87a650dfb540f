import type { ColumnDef } from '@tanstack/react-table';
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

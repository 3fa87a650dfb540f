import { flexRender, type Row } from '@tanstack/react-table';
import { memo } from 'react';

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

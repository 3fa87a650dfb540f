// @vitest-environment jsdom
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type RowSelectionState,
} from '@tanstack/react-table';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { selectionColumn } from './data-table-parts.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  name: string;
}
const rows: Row[] = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Bob' },
];
const column = selectionColumn<Row>(
  { selectPage: 'Select page', selectRow: (name) => `Select ${name}` },
  (row) => row.name,
);

function Harness() {
  const [selection, setSelection] = useState<RowSelectionState>({});
  // TanStack Table returns fresh functions each render by design, as in the data tables.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: [column],
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  });
  return (
    <table>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((h) => (
              <th key={h.id}>{flexRender(h.column.columnDef.header, h.getContext())}</th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

describe('selectionColumn', () => {
  it('names the checkboxes with the caller’s texts and selects a row, then the page', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const page = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select page' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ada' })).toBeChecked();
    expect(page.indeterminate).toBe(true);
    await user.click(page);
    expect(screen.getByRole('checkbox', { name: 'Select Bob' })).toBeChecked();
    expect(page).toBeChecked();
  });
});

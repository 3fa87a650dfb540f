// @vitest-environment jsdom
import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../test/render.tsx';
import { DataTable, type DataTableLabels, type ServerSort } from './data-table.tsx';

afterEach(cleanup);

interface Invoice {
  id: string;
  client: string;
  total: string;
}

const columns: ColumnDef<Invoice, unknown>[] = [
  { id: 'id', header: '#', cell: ({ row }) => `#${row.original.id}` },
  { id: 'client', header: 'Client', cell: ({ row }) => row.original.client },
  { id: 'total', header: 'Total', cell: ({ row }) => row.original.total },
  {
    id: 'actions',
    header: 'Actions',
    enableSorting: false,
    cell: () => <button type="button">Preview</button>,
  },
];

const labels: DataTableLabels = {
  caption: 'Invoices',
  empty: 'No invoices',
  sortBy: (column) => `Sort by ${column}`,
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  showing: (from, to, total) => `Showing ${from} to ${to} of ${total}`,
};

function renderTable(props: { sort?: ServerSort; onSort?: (sort: ServerSort) => void } = {}) {
  render(
    <WithProviders>
      <DataTable
        columns={columns}
        data={[{ id: '5036', client: 'Arjun Price', total: '£1,200.00' }]}
        total={1}
        page={1}
        perPage={10}
        onPage={vi.fn()}
        labels={labels}
        rowKey={(r) => r.id}
        {...props}
      />
    </WithProviders>,
  );
}

describe('DataTable (template lists) on a phone', () => {
  it('labels each cell but the first and the buttons, so a row can stand as a card', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(table).toHaveClass('table-stack');
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([null, 'Client', 'Total', null]);
    expect(cells[3]).toHaveClass('table-stack-actions');
  });

  it('chooses the order from a list, since the sortable headings are hidden', () => {
    const onSort = vi.fn();
    renderTable({ sort: { column: 'total', direction: 'desc' }, onSort });
    const select = screen.getByLabelText('Sort by');
    expect(select).toHaveDisplayValue('Total, descending');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '#, ascending',
      '#, descending',
      'Client, ascending',
      'Client, descending',
      'Total, ascending',
      'Total, descending',
    ]);
    fireEvent.change(select, { target: { value: 'client:asc' } });
    expect(onSort).toHaveBeenCalledWith({ column: 'client', direction: 'asc' });
  });

  it('names the order as the default one until a column is chosen', () => {
    renderTable({ onSort: vi.fn() });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Default order');
  });

  it('offers no order to choose on a list that cannot be sorted', () => {
    renderTable();
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(screen.queryByRole('button', { name: /Sort by/ })).toBeNull();
  });
});

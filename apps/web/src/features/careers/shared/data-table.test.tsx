// @vitest-environment jsdom
import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table.tsx';
import { WithProviders } from '../../../core/test/render.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  title: string;
  status: string;
}

const columns: ColumnDef<Row>[] = [
  { id: 'title', header: () => 'Title', cell: ({ row }) => row.original.title },
  { id: 'status', header: () => 'Status', cell: ({ row }) => row.original.status },
  {
    id: 'actions',
    enableSorting: false,
    header: () => 'Actions',
    cell: () => <button type="button">Open</button>,
  },
];

function renderTable(onSort = vi.fn()) {
  render(
    <WithProviders>
      <DataTable
        label="Vacancies"
        columns={columns}
        data={[{ id: 'v1', title: 'Graduate Engineer', status: 'Open' }]}
        total={1}
        page={1}
        perPage={10}
        sortColumn="title"
        sort="asc"
        status="succeeded"
        error={null}
        emptyText="None"
        onSort={onSort}
        onPage={vi.fn()}
        onRetry={vi.fn()}
        selection={{}}
        onSelectionChange={vi.fn()}
        rowLabel={(r) => r.title}
      />
    </WithProviders>,
  );
  return onSort;
}

describe('DataTable on a phone', () => {
  it('labels each cell but the title, the checkbox and the buttons, for rows shown as cards', () => {
    renderTable();
    const row = within(screen.getByRole('table', { name: 'Vacancies' })).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([null, null, 'Status', null]);
    expect(cells[0]).toHaveClass('careers-select-col');
    expect(cells[3]).toHaveClass('table-stack-actions');
  });

  it('offers the sortable columns in both directions, since the headings are hidden', () => {
    const onSort = renderTable();
    const select = screen.getByLabelText('Sort by');
    expect(select).toHaveDisplayValue('Title, ascending');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Title, ascending', 'Title, descending', 'Status, ascending', 'Status, descending']);
    fireEvent.change(select, { target: { value: 'status:desc' } });
    expect(onSort).toHaveBeenCalledWith('status', 'desc');
  });
});

describe('DataTable sorting', () => {
  it('sorts by any column not opted out, from its heading, and says which order is on', () => {
    const onSort = renderTable();
    const table = screen.getByRole('table', { name: 'Vacancies' });
    const title = within(table).getByRole('columnheader', { name: 'Title' });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(title).getByRole('button', { name: 'Title' }));
    expect(onSort).toHaveBeenLastCalledWith('title', 'desc');
    fireEvent.click(within(table).getByRole('button', { name: 'Status' }));
    expect(onSort).toHaveBeenLastCalledWith('status', 'asc');
    expect(within(table).queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});

describe('DataTable phone sort', () => {
  it('names an order on a column the table does not show as the default order', () => {
    render(
      <WithProviders>
        <DataTable
          label="Vacancies"
          columns={columns}
          data={[]}
          total={0}
          page={1}
          perPage={10}
          sortColumn="createdAt"
          sort="desc"
          status="succeeded"
          error={null}
          emptyText="None"
          onSort={vi.fn()}
          onPage={vi.fn()}
          onRetry={vi.fn()}
        />
      </WithProviders>,
    );
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Default order');
  });
});

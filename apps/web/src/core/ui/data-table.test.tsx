// @vitest-environment jsdom
import type { ColumnDef } from '@tanstack/react-table';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { DataTable, listTableProps, type DataTableProps } from './data-table.tsx';

afterEach(cleanup);

interface Row {
  id: string;
  title: string;
  status: string;
}

const columns: ColumnDef<Row, unknown>[] = [
  { id: 'title', header: () => 'Title', cell: ({ row }) => row.original.title },
  { id: 'status', header: 'Status', cell: ({ row }) => row.original.status },
  {
    id: 'actions',
    enableSorting: false,
    header: () => 'Actions',
    meta: { className: 'text-end' },
    cell: () => <button type="button">Open</button>,
  },
];

const ROW: Row = { id: 'v1', title: 'Graduate Engineer', status: 'Open' };

function renderTable(props: Partial<DataTableProps<Row>> = {}, lng?: string) {
  const handlers = { onSort: vi.fn(), onPage: vi.fn(), onRetry: vi.fn() };
  render(
    <DataTable
      label="Vacancies"
      columns={columns}
      data={[ROW]}
      total={1}
      page={1}
      perPage={10}
      empty={{ text: 'No vacancies yet' }}
      {...handlers}
      {...props}
    />,
    { lng },
  );
  return handlers;
}

const table = () => screen.getByRole('table', { name: 'Vacancies' });

describe('DataTable sorting', () => {
  it('sorts by any column not opted out, from its heading, and says which order is on', () => {
    const { onSort } = renderTable({ sortColumn: 'title', sort: 'asc' });
    const title = within(table()).getByRole('columnheader', { name: 'Title' });
    expect(title).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(title).getByRole('button', { name: 'Title' }));
    expect(onSort).toHaveBeenLastCalledWith('title', 'desc');
    fireEvent.click(within(table()).getByRole('button', { name: 'Status' }));
    expect(onSort).toHaveBeenLastCalledWith('status', 'asc');
    expect(within(table()).queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('offers no order to choose on a list that cannot be sorted', () => {
    renderTable({ onSort: undefined });
    expect(screen.queryByLabelText('Sort by')).toBeNull();
    expect(within(table()).queryByRole('button', { name: 'Title' })).toBeNull();
    expect(within(table()).getByRole('columnheader', { name: 'Title' })).toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  it('labels each cell but the title, the checkbox and the buttons, for rows shown as cards', () => {
    renderTable({ selection: {}, onSelectionChange: vi.fn(), rowLabel: (r) => r.title });
    const row = within(table()).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([null, null, 'Status', null]);
    expect(cells[0]).toHaveClass('data-table-select');
    expect(cells[3]).toHaveClass('table-stack-actions', 'text-end');
  });

  it('offers the sortable columns in both directions, since the headings are hidden', () => {
    const { onSort } = renderTable({ sortColumn: 'title', sort: 'asc' });
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

  it('names an order on a column the table does not show as the default order', () => {
    renderTable({ data: [], total: 0, sortColumn: 'createdAt', sort: 'desc' });
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Default order');
  });
});

describe('DataTable selection', () => {
  it('selects a row by its own name and the whole page from the heading', async () => {
    const onSelectionChange = vi.fn();
    renderTable({
      data: [ROW, { id: 'v2', title: 'Summer Intern', status: 'Draft' }],
      total: 2,
      selection: { v2: true },
      onSelectionChange,
      rowLabel: (r) => r.title,
    });
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('checkbox', { name: 'Select Summer Intern' })).toBeChecked();
    const page = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(page).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('checkbox', { name: 'Select Graduate Engineer' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith({ v1: true, v2: true });
  });
});

describe('DataTable states and footer', () => {
  it('shows skeleton rows and a status while the first page loads, then the empty text', () => {
    renderTable({ data: [], total: 0, status: 'loading' });
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('No vacancies yet')).toBeNull();
    cleanup();
    renderTable({ data: [], total: 0, status: 'succeeded' });
    expect(screen.getByText('No vacancies yet')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0')).toBeInTheDocument();
  });

  it('says a load failed with the reason, and retries on request', () => {
    const { onRetry } = renderTable({ data: [], total: 0, status: 'failed', error: 'Timed out.' });
    expect(screen.getByText('This could not be loaded. Timed out.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows an exact count and stops at the last page', () => {
    renderTable({ data: [ROW], total: 25, page: 3 });
    expect(screen.getByText('Showing 21 to 25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a capped count as "1,000+" and lets the reader page past it', async () => {
    const { onPage } = renderTable({ data: [ROW], total: 1000, totalCapped: true, page: 100 });
    expect(screen.getByText('Showing 991 to 1,000 of 1,000+')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toBeEnabled();
    await userEvent.setup({ delay: null }).click(next);
    expect(onPage).toHaveBeenCalledWith(101);
  });

  it('has no footer when every row is on the one page', () => {
    renderTable({ onPage: undefined });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('counts in the reader’s language', async () => {
    renderTable({ total: 2500 }, 'de');
    expect(await screen.findByText('1 bis 10 von 2.500')).toBeInTheDocument();
  });
});

describe('listTableProps', () => {
  it('passes a list’s rows, count and error, shows a query not yet started as loading and retries', () => {
    const refetch = vi.fn();
    const props = listTableProps({
      data: [ROW],
      total: 1,
      status: 'idle',
      error: null,
      refetch,
    });
    expect(props).toMatchObject({ data: [ROW], total: 1, status: 'loading', error: null });
    props.onRetry?.();
    expect(refetch).toHaveBeenCalledOnce();
  });
});

describe('DataTable rows', () => {
  // A screen renders again whenever one of its queries answers; its rows need not.
  function counted() {
    const cell = vi.fn(({ row }: { row: { original: Row } }) => row.original.title);
    const countedColumns: ColumnDef<Row, unknown>[] = [{ id: 'title', header: 'Title', cell }];
    const table = (data: Row[], selection = {}) => (
      <DataTable
        label="Vacancies"
        columns={countedColumns}
        data={data}
        total={data.length}
        page={1}
        perPage={10}
        empty={{ text: 'No vacancies yet' }}
        selection={selection}
        onSelectionChange={vi.fn()}
      />
    );
    return { cell, table };
  }

  it('renders a row again only when its record, its selection or the columns change', () => {
    const { cell, table } = counted();
    const data = [ROW];
    const view = render(table(data));
    expect(cell).toHaveBeenCalledTimes(1);
    view.rerender(table(data));
    expect(cell).toHaveBeenCalledTimes(1);
    view.rerender(table([{ ...ROW, title: 'Graduate Analyst' }]));
    expect(cell).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Graduate Analyst')).toBeInTheDocument();
    view.rerender(table([{ ...ROW, title: 'Graduate Analyst' }], { v1: true }));
    expect(cell).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('row', { name: /Graduate Analyst/ })).toHaveClass('table-active');
  });
});

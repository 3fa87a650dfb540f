// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FilterSelect,
  optionsOf,
  SEARCH_DEBOUNCE_MS,
  withCurrentOption,
} from './list-controls.tsx';
import { ListToolbar, listToolbarProps, statusFilter } from './list-toolbar.tsx';
import { testI18n, WithProviders } from '../../../core/test/render.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderToolbar() {
  const onSearch = vi.fn<(q: string) => void>();
  const onPerPage = vi.fn<(n: number) => void>();
  const onStatus = vi.fn<(s: string) => void>();
  render(
    <WithProviders>
      <ListToolbar
        id="things"
        searchLabel="Search things"
        q="old"
        onSearch={onSearch}
        perPage={10}
        onPerPage={onPerPage}
        filters={
          <FilterSelect
            id="things-status"
            label="Status"
            value=""
            options={[{ value: 'open', label: 'Open' }]}
            onChange={onStatus}
          />
        }
        actions={<button type="button">Export CSV</button>}
      />
    </WithProviders>,
  );
  return { onSearch, onPerPage, onStatus };
}

describe('ListToolbar', () => {
  it('holds the search, the filters, the page size and the actions, each labelled', () => {
    const { onPerPage, onStatus } = renderToolbar();
    expect(screen.getByRole('searchbox', { name: 'Search things' })).toHaveValue('old');
    const status = screen.getByLabelText('Status');
    expect(status).toHaveDisplayValue('Any');
    fireEvent.change(status, { target: { value: 'open' } });
    expect(onStatus).toHaveBeenCalledWith('open');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    expect(onPerPage).toHaveBeenCalledWith(25);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('reports the search once the user pauses typing', () => {
    vi.useFakeTimers();
    const { onSearch } = renderToolbar();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: ' engineer ' } });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledWith('engineer');
  });
});

describe('ListToolbar filterBy', () => {
  it('shows each select from its key of the query and sets that key', () => {
    const update = vi.fn();
    const query = {
      status: 'open',
      page: 1,
      perPage: 10,
      sortColumn: 'title',
      sort: 'asc' as const,
    };
    render(
      <WithProviders>
        <ListToolbar
          id="things"
          searchLabel="Search things"
          {...listToolbarProps(query, update)}
          filterBy={[
            { key: 'status', label: 'Status', options: optionsOf(['open', 'closed'], (s) => s) },
            { key: 'ownerId', id: 'things-owner', label: 'Owner', options: [] },
          ]}
        />
      </WithProviders>,
    );
    const status = screen.getByLabelText('Status');
    expect(status).toHaveAttribute('id', 'things-status');
    expect(status).toHaveDisplayValue('open');
    fireEvent.change(status, { target: { value: 'closed' } });
    expect(update).toHaveBeenLastCalledWith({ status: 'closed' });
    expect(screen.getByLabelText('Owner')).toHaveAttribute('id', 'things-owner');
    expect(screen.getByLabelText('Owner')).toHaveDisplayValue('Any');
  });
});

describe('statusFilter', () => {
  it('filters by the status key under the one "Status" label, an option per status', () => {
    const i18n = testI18n('en');
    expect(statusFilter(i18n.t, ['open', 'closed'], (s) => s.toUpperCase())).toEqual({
      key: 'status',
      label: 'Status',
      options: [
        { value: 'open', label: 'OPEN' },
        { value: 'closed', label: 'CLOSED' },
      ],
    });
  });
});

describe('options', () => {
  it('optionsOf labels each value', () => {
    expect(optionsOf(['a', 'b'], (v) => v.toUpperCase())).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
  });

  it('withCurrentOption adds the current value only when the options lack it', () => {
    const options = [{ value: '1', label: 'One' }];
    expect(withCurrentOption(options, undefined, 'This one')).toBe(options);
    expect(withCurrentOption(options, '1', 'This one')).toBe(options);
    expect(withCurrentOption(options, '7', 'This one')).toEqual([
      ...options,
      { value: '7', label: 'This one' },
    ]);
  });
});

describe('listToolbarProps', () => {
  it('reads the search and page size from the URL query and writes them back', () => {
    const update = vi.fn();
    const props = listToolbarProps(
      { q: 'nurse', page: 2, perPage: 25, sortColumn: 'title', sort: 'asc' },
      update,
    );
    expect(props).toMatchObject({ q: 'nurse', perPage: 25 });
    props.onSearch('midwife');
    // a search replaces the history entry, so Back does not step through each keystroke
    expect(update).toHaveBeenLastCalledWith({ q: 'midwife' }, { replace: true });
    props.onPerPage(50);
    expect(update).toHaveBeenLastCalledWith({ perPage: 50 });
  });
});

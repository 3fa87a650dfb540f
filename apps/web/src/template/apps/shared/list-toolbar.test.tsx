// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ListPageSize,
  ListSearch,
  PAGE_SIZES,
  ToolbarFilter,
  ToolbarSearch,
  ToolbarSelect,
  useSearchText,
} from './list-toolbar.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function List({ onSettle }: { onSettle: (q: string) => void }) {
  const [stored, setStored] = useState('fair');
  const [text, setText] = useSearchText(stored, (q) => {
    onSettle(q);
    setStored(q);
  });
  const [size, setSize] = useState(10);
  return (
    <>
      <ToolbarSearch
        id="s"
        label="Search"
        className="list-toolbar-field"
        value={text}
        onChange={setText}
      />
      <ToolbarSelect
        id="n"
        label="Show"
        value={size}
        options={PAGE_SIZES}
        onChange={(n) => setSize(Number(n))}
      />
      <output>{size}</output>
    </>
  );
}

describe('list toolbar', () => {
  it('stores a search once the text has settled, and only when it changed', () => {
    const onSettle = vi.fn();
    render(<List onSettle={onSettle} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('fair');
    act(() => vi.advanceTimersByTime(500));
    expect(onSettle).not.toHaveBeenCalled();
    fireEvent.change(search, { target: { value: 'fai' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'fairs' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onSettle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSettle).toHaveBeenCalledExactlyOnceWith('fairs');
  });

  it('offers the page sizes in a labelled select', () => {
    render(<List onSettle={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    fireEvent.change(select, { target: { value: '25' } });
    expect(screen.getByRole('status')).toHaveTextContent('25');
  });

  it('binds a list: a settled search or a new page size loads the first page', () => {
    const load = vi.fn();
    const listParams = { params: { q: 'fair', perPage: 10 }, load };
    render(
      <>
        <ListSearch {...listParams} id="q" label="Search" />
        <ListPageSize {...listParams} id="n" label="Show" />
      </>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveValue('fair');
    expect(search.parentElement).toHaveClass('list-toolbar-field');
    fireEvent.change(search, { target: { value: 'fairs' } });
    act(() => vi.advanceTimersByTime(300));
    expect(load).toHaveBeenCalledExactlyOnceWith({ q: 'fairs', page: 1 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '50' } });
    expect(load).toHaveBeenLastCalledWith({ perPage: 50, page: 1 });
  });

  it('filters by a value, after the choice of them all', () => {
    const onChange = vi.fn();
    const statuses = ['paid', 'due'] as const;
    const labelOf = (v: string) => v.toUpperCase();
    render(
      <ToolbarFilter
        id="f"
        label="Status"
        value=""
        allLabel="All"
        {...{ labelOf, onChange }}
        values={statuses}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.parentElement).toHaveClass('list-toolbar-field');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'PAID', 'DUE']);
    fireEvent.change(select, { target: { value: 'due' } });
    expect(onChange).toHaveBeenCalledWith('due');
  });
});

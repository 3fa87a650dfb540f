import { describe, expect, it, vi } from 'vitest';
import { pagedTableProps } from './data-table.tsx';

describe('pagedTableProps', () => {
  it('takes rows and count from the slice, page and order from the URL, and writes changes back', () => {
    const update = vi.fn();
    const retry = vi.fn();
    const props = pagedTableProps(
      {
        data: [{ id: 'a' }],
        total: 1000,
        totalCapped: true,
        status: 'succeeded',
        error: null,
      },
      { page: 3, perPage: 25, sortColumn: 'title', sort: 'asc' },
      update,
      retry,
    );
    expect(props).toMatchObject({ total: 1000, totalCapped: true, page: 3, perPage: 25 });
    props.onSort('closesAt', 'desc');
    expect(update).toHaveBeenLastCalledWith({ sortColumn: 'closesAt', sort: 'desc' });
    props.onPage(4);
    expect(update).toHaveBeenLastCalledWith({ page: 4 });
    props.onRetry();
    expect(retry).toHaveBeenCalledOnce();
  });
});

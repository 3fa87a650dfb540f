import { describe, expect, it, vi } from 'vitest';
import { pagedTableProps } from './paged-table.ts';

describe('pagedTableProps', () => {
  it('takes rows and count from the list, page and order from the URL, and writes changes back', () => {
    const update = vi.fn();
    const refetch = vi.fn();
    const props = pagedTableProps(
      {
        data: [{ id: 'a' }],
        total: 1000,
        totalCapped: true,
        status: 'succeeded',
        error: null,
        refetch,
      },
      { page: 3, perPage: 25, sortColumn: 'title', sort: 'asc' },
      update,
    );
    expect(props).toMatchObject({ total: 1000, totalCapped: true, page: 3, perPage: 25 });
    props.onSort('closesAt', 'desc');
    expect(update).toHaveBeenLastCalledWith({ sortColumn: 'closesAt', sort: 'desc' });
    props.onPage(4);
    expect(update).toHaveBeenLastCalledWith({ page: 4 });
    props.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows a list whose query has not started as loading, not as empty', () => {
    const props = pagedTableProps(
      { data: [], total: 0, status: 'idle', error: null, refetch: vi.fn() },
      { page: 1, perPage: 10, sortColumn: 'title', sort: 'asc' },
      vi.fn(),
    );
    expect(props.status).toBe('loading');
  });
});

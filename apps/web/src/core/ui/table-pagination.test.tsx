// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TablePagination, type TablePaginationLabels } from './table-pagination.tsx';

afterEach(cleanup);

const labels: TablePaginationLabels = {
  showing: (from, to, total, capped) => `Rows ${from}-${to} of ${total}${capped ? '+' : ''}`,
  pagination: 'Pages',
  previous: 'Back',
  next: 'Forward',
};

function renderPager(props: { page: number; total: number; totalCapped?: boolean }) {
  const onPage = vi.fn<(page: number) => void>();
  render(<TablePagination perPage={10} onPage={onPage} labels={labels} {...props} />);
  return onPage;
}

describe('TablePagination', () => {
  it('shows the rows on the page through the caller’s texts and stops at the last page', () => {
    renderPager({ page: 3, total: 25 });
    expect(screen.getByText('Rows 21-25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward' })).toBeDisabled();
  });

  it('shows nothing counted on an empty table', () => {
    renderPager({ page: 1, total: 0, totalCapped: true });
    expect(screen.getByText('Rows 0-0 of 0')).toBeInTheDocument();
  });

  it('lets the reader page past a capped count', async () => {
    const onPage = renderPager({ page: 100, total: 1000, totalCapped: true });
    expect(screen.getByText('Rows 991-1000 of 1000+')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Forward' });
    expect(next).toBeEnabled();
    await userEvent.setup({ delay: null }).click(next);
    expect(onPage).toHaveBeenCalledWith(101);
  });
});

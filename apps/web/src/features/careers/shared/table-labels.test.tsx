// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TablePagination } from '../../../core/ui/table-pagination.tsx';
import { usePaginationLabels } from './table-labels.ts';
import { WithProviders } from '../../../core/test/render.tsx';

afterEach(cleanup);

function CareersPager(props: {
  page: number;
  total: number;
  totalCapped?: boolean;
  onPage: (page: number) => void;
}) {
  return <TablePagination perPage={10} labels={usePaginationLabels()} {...props} />;
}

function renderPager(props: { page: number; total: number; totalCapped?: boolean }) {
  const onPage = vi.fn<(page: number) => void>();
  render(
    <WithProviders>
      <CareersPager onPage={onPage} {...props} />
    </WithProviders>,
  );
  return onPage;
}

describe('careers table pagination labels', () => {
  it('shows an exact count and stops at the last page', () => {
    renderPager({ page: 3, total: 25 });
    expect(screen.getByText('Showing 21 to 25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows a capped count as "1,000+" and lets the reader page past it', async () => {
    const onPage = renderPager({ page: 100, total: 1000, totalCapped: true });
    expect(screen.getByText('Showing 991 to 1,000 of 1,000+')).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(next).toBeEnabled();
    await userEvent.setup({ delay: null }).click(next);
    expect(onPage).toHaveBeenCalledWith(101);
  });
});

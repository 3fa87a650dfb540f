// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { ExportSelectedPage } from './export-selected-page.tsx';

const downloadTable = vi.hoisted(() => vi.fn().mockResolvedValue(undefined));
vi.mock('./download.ts', () => ({ downloadTable }));
vi.mock('../../../core/ui/toasts.tsx', () => ({ notify: vi.fn() }));

function renderPage() {
  return render(
    <WithProviders>
      <ExportSelectedPage />
    </WithProviders>,
  );
}

describe('ExportSelectedPage', () => {
  afterEach(() => {
    cleanup();
    downloadTable.mockClear();
  });

  it('is disabled until a row is selected, then exports only the selected rows', async () => {
    const user = userEvent.setup();
    renderPage();
    const button = screen.getByRole('button', { name: /Export selected/ });
    expect(button).toBeDisabled();
    expect(screen.getByText('Select at least one candidate to export.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Select Priya Sharma'));
    await user.click(screen.getByLabelText('Select Liam Chen'));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('2 of 12 selected');
    await user.selectOptions(screen.getByLabelText('Format'), 'csv');
    await user.click(screen.getByRole('button', { name: 'Export selected (2)' }));

    expect(downloadTable).toHaveBeenCalledTimes(1);
    const [table, format, fileName] = downloadTable.mock.calls[0] as [
      { rows: Record<string, string>[] },
      string,
      string,
    ];
    expect(format).toBe('csv');
    expect(fileName).toBe('shortlist.csv');
    // Table order, not click order.
    expect(table.rows.map((r) => r.Name)).toEqual(['Liam Chen', 'Priya Sharma']);
  });

  it('selects and clears every row from the header checkbox', async () => {
    const user = userEvent.setup();
    renderPage();
    const all = screen.getByLabelText('Select all candidates');
    await user.click(all);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('12 of 12 selected');
    await user.click(all);
    expect(screen.getByTestId('selected-count')).toHaveTextContent('0 of 12 selected');
    expect(screen.getByRole('button', { name: /Export selected/ })).toBeDisabled();
  });
});

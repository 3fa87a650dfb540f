// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WithProviders } from '../../../core/test/render.tsx';
import { ImportPage } from './import-page.tsx';

beforeAll(() => {
  // jsdom has no object URLs; the sample download link needs one.
  URL.createObjectURL = vi.fn(() => 'blob:sample');
  URL.revokeObjectURL = vi.fn();
  // Nor Blob.text(): read files the older way, as browsers without it would.
  if (typeof Blob.prototype.text !== 'function') {
    Blob.prototype.text = function text(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(new Error('read failed'));
        reader.readAsText(this);
      });
    };
  }
});
afterEach(cleanup);

function renderPage() {
  render(
    <WithProviders>
      <ImportPage />
    </WithProviders>,
  );
  return screen.getByTestId('import-input');
}

describe('ImportPage', () => {
  it('shows the rows of a CSV file and filters them', async () => {
    const user = userEvent.setup();
    const input = renderPage();
    const csv = 'Name,Course\nAmara Okafor,Law\nLiam Chen,Economics\n';
    await user.upload(input, new File([csv], 'students.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('cell', { name: 'Amara Okafor' })).toBeInTheDocument();
    expect(screen.getByTestId('import-count')).toHaveTextContent('2 of 2 rows');
    await user.type(screen.getByRole('searchbox', { name: 'Search rows' }), 'econ');
    expect(screen.getByTestId('import-count')).toHaveTextContent('1 of 2 rows');
    expect(screen.queryByRole('cell', { name: 'Amara Okafor' })).not.toBeInTheDocument();
  });

  it('explains why a malformed CSV cannot be imported', async () => {
    const user = userEvent.setup();
    const input = renderPage();
    await user.upload(input, new File(['a,b\n1,2\n3\n'], 'bad.csv', { type: 'text/csv' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“bad.csv” could not be imported');
    expect(alert).toHaveTextContent('Line 3 does not have the same number of columns');
  });

  it('offers a sample CSV to download', () => {
    renderPage();
    expect(screen.getByRole('link', { name: /Sample CSV/ })).toHaveAttribute(
      'download',
      'sample-candidates.csv',
    );
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Employee } from '../../../fake-api/types.ts';
import { WithProviders } from '../../../core/test/render.tsx';
import { SelectionTable } from './selection-table.tsx';

const data: Employee[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  full_name: `Person ${String(i + 1).padStart(2, '0')}`,
  post: 'Careers Adviser',
  email: `p${i + 1}@staff.example.ac.uk`,
  city: 'Leeds',
  start_date: '2020-01-01',
  salary: 20_000 + i * 1000,
  age: 30 + i,
  experience: `${i} Years`,
  status: ((i % 5) + 1) as Employee['status'],
  avatar: '',
}));

afterEach(cleanup);

describe('SelectionTable', () => {
  // Role queries over a full table with user events are slow on a busy two-core machine.
  it(
    'pages ten rows, selects rows and opens a row for its details',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      render(
        <WithProviders>
          <SelectionTable data={data} status="ready" onRetry={() => undefined} />
        </WithProviders>,
      );
      const table = screen.getByRole('table', { name: 'Row selection and details' });
      expect(within(table).getAllByRole('checkbox', { name: /^Select Person/ })).toHaveLength(10);

      await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
      expect(screen.getByText('Selected: 1')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Export selection/ })).toBeTruthy();

      await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
      expect(screen.getByText('Selected: 10')).toBeTruthy();

      const expand = screen.getByRole('button', { name: 'Show details of Person 03' });
      await user.click(expand);
      expect(expand.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByText('p3@staff.example.ac.uk', { selector: 'dd' })).toBeTruthy();
    },
  );

  it('shows the failed state with a retry button', () => {
    render(
      <WithProviders>
        <SelectionTable data={[]} status="failed" onRetry={() => undefined} />
      </WithProviders>,
    );
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

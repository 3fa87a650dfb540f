// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../../core/test/render.tsx';
import type { Employee } from '../../../fake-api/types.ts';
import { formatDay, formatSalary } from '../shared/format.ts';
import { ClientTable, TableCardHeader } from '../shared/table-parts.tsx';
import { employeeColumns } from './employee-columns.tsx';
import { useClientTable } from './use-client-table.ts';

afterEach(cleanup);

const people: Employee[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  full_name: `Person ${String(12 - i).padStart(2, '0')}`,
  post: 'Adviser',
  email: `p${i + 1}@example.ac.uk`,
  city: 'Leeds',
  start_date: '2020-01-31',
  salary: 30_000,
  age: 30,
  experience: '1 Year',
  status: 1,
  avatar: '',
}));

function Demo() {
  const { t, i18n } = useTranslation();
  const col = employeeColumns(t, i18n.language);
  const table = useClientTable(people, [
    col.person('email'),
    col.startDate(),
    col.salary(),
    col.status({ sortable: false }),
  ]);
  return (
    <>
      <TableCardHeader
        title="Team"
        text="Everyone"
        actions={<button type="button">Export</button>}
      />
      <ClientTable table={table} label="Team" status="ready" />
    </>
  );
}

describe('the employee tables’ parts', () => {
  it('head, format and page the rows, ten at a time, sorted by the header buttons', () => {
    render(<Demo />);
    expect(
      screen.getByRole('heading', { name: 'Team' }).parentElement?.parentElement,
    ).toContainElement(screen.getByRole('button', { name: 'Export' }));
    const table = screen.getByRole('table', { name: 'Team' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText(formatDay('2020-01-31', 'en'))).toHaveLength(10);
    expect(within(table).getAllByText(formatSalary(30_000, 'en'))).toHaveLength(10);
    // Status does not sort, so its header is plain text.
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Name', 'Start date', 'Salary']);

    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Person 01');
    expect(screen.getByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });
});

import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Employee } from '../../../fake-api/types.ts';
import { PersonCell, StatusBadge } from '../shared/table-parts.tsx';
import { formatDay, formatSalary } from '../shared/format.ts';

type Column = ColumnDef<Employee>;

/** The employee demos' columns, headed and formatted in the reader's language. */
export function employeeColumns(t: TFunction, lng: string) {
  return {
    /** The name with the avatar, and the email or post under it. */
    person: (sub: 'email' | 'post'): Column => ({
      accessorKey: 'full_name',
      header: t('tablesCharts.col.name'),
      cell: ({ row }) => (
        <PersonCell
          name={row.original.full_name}
          sub={row.original[sub]}
          avatar={row.original.avatar}
        />
      ),
    }),
    /** A value shown as it is. */
    plain: (key: 'email' | 'post' | 'city' | 'age'): Column => ({
      accessorKey: key,
      header: t(`tablesCharts.col.${key}`),
    }),
    startDate: (): Column => ({
      accessorKey: 'start_date',
      header: t('tablesCharts.col.date'),
      cell: ({ getValue }) => formatDay(getValue<string>(), lng),
    }),
    salary: (): Column => ({
      accessorKey: 'salary',
      header: t('tablesCharts.col.salary'),
      cell: ({ getValue }) => formatSalary(getValue<number>(), lng),
    }),
    status: ({ sortable = true } = {}): Column => ({
      accessorKey: 'status',
      header: t('tablesCharts.col.status'),
      ...(sortable ? {} : { enableSorting: false }),
      cell: ({ getValue }) => <StatusBadge status={getValue<number>()} />,
    }),
  };
}

import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  flexRender,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../fake-api/types.ts';
import {
  PersonCell,
  SortableTh,
  StateRow,
  StatusBadge,
  TableFooter,
} from '../shared/table-parts.tsx';
import type { FetchStatus } from '../tables-charts.api.ts';
import { formatDay, formatSalary } from './employee-format.ts';

interface Props {
  data: Employee[];
  status: FetchStatus;
  onRetry: () => void;
}

/** TanStack Table with its defaults: click a header to sort, ten rows a page. */
export function ZeroConfigTable({ data, status, onRetry }: Props) {
  const { t, i18n } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const lng = i18n.language;
  const columns = useMemo<ColumnDef<Employee>[]>(
    () => [
      {
        accessorKey: 'full_name',
        header: t('tablesCharts.col.name'),
        cell: ({ row }) => (
          <PersonCell
            name={row.original.full_name}
            sub={row.original.post}
            avatar={row.original.avatar}
          />
        ),
      },
      { accessorKey: 'email', header: t('tablesCharts.col.email') },
      {
        accessorKey: 'start_date',
        header: t('tablesCharts.col.date'),
        cell: ({ getValue }) => formatDay(getValue<string>(), lng),
      },
      {
        accessorKey: 'salary',
        header: t('tablesCharts.col.salary'),
        cell: ({ getValue }) => formatSalary(getValue<number>(), lng),
      },
      { accessorKey: 'age', header: t('tablesCharts.col.age') },
      {
        accessorKey: 'status',
        header: t('tablesCharts.col.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue<number>()} />,
      },
    ],
    [t, lng],
  );
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    getRowId: (row) => String(row.id),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });
  const title = t('tablesCharts.basic.zeroTitle');
  return (
    <Card className="mb-4">
      <Card.Header className="bg-transparent">
        <h2 className="h5 mb-1">{title}</h2>
        <p className="mb-0 text-body-secondary small">{t('tablesCharts.basic.zeroText')}</p>
      </Card.Header>
      <Table
        responsive
        hover
        className="mb-0 align-middle"
        aria-label={title}
        aria-busy={status === 'loading'}
      >
        <thead className="tc-thead">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <SortableTh key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {status !== 'ready' ? (
            <StateRow colSpan={columns.length} status={status} onRetry={onRetry} />
          ) : table.getRowModel().rows.length === 0 ? (
            <StateRow colSpan={columns.length} status="empty" />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="text-nowrap">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <TableFooter
        page={pagination.pageIndex + 1}
        perPage={pagination.pageSize}
        total={data.length}
        onPage={(p) => setPagination((s) => ({ ...s, pageIndex: p - 1 }))}
      />
    </Card>
  );
}

import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import {
  ClientTableFooter,
  RowCells,
  StateRow,
  TableCardHeader,
  TableHead,
} from '../shared/table-parts.tsx';
import type { EmployeeTableProps } from '../tables-charts.api.ts';
import { employeeColumns } from './employee-columns.tsx';
import { useClientTable } from './use-client-table.ts';

/** TanStack Table with its defaults: click a header to sort, ten rows a page. */
export function ZeroConfigTable({ data, status, onRetry }: EmployeeTableProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const columns = useMemo(() => {
    const col = employeeColumns(t, lng);
    return [
      col.person('post'),
      col.plain('email'),
      col.startDate(),
      col.salary(),
      col.plain('age'),
      col.status(),
    ];
  }, [t, lng]);
  const table = useClientTable(data, columns);
  const title = t('tablesCharts.basic.zeroTitle');
  return (
    <Card className="mb-4">
      <TableCardHeader title={title} text={t('tablesCharts.basic.zeroText')} />
      <Table
        responsive
        hover
        className="mb-0 align-middle"
        aria-label={title}
        aria-busy={status === 'loading'}
      >
        <TableHead table={table} />
        <tbody>
          {status !== 'ready' ? (
            <StateRow colSpan={columns.length} status={status} onRetry={onRetry} />
          ) : table.getRowModel().rows.length === 0 ? (
            <StateRow colSpan={columns.length} status="empty" />
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                <RowCells row={row} />
              </tr>
            ))
          )}
        </tbody>
      </Table>
      <ClientTableFooter table={table} />
    </Card>
  );
}

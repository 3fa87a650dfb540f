import { useMemo } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { ClientTable, TableCardHeader } from '../shared/table-parts.tsx';
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
      <ClientTable table={table} label={title} status={status} onRetry={onRetry} hover />
    </Card>
  );
}

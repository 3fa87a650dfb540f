import {
  getExpandedRowModel,
  type ColumnDef,
  type ExpandedState,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { ChevronRight, Download } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { selectionColumn } from '../../../core/ui/data-table-parts.tsx';
import type { Employee } from '../../../fake-api/types.ts';
import { statusInfo } from '../shared/employee-status.ts';
import { buildCsv, downloadCsv, type CsvColumn } from '../shared/csv.ts';
import { ClientTable, RowCells, TableCardHeader } from '../shared/table-parts.tsx';
import type { EmployeeTableProps } from '../tables-charts.api.ts';
import { employeeColumns } from './employee-columns.tsx';
import { formatDay } from '../shared/format.ts';
import { useClientTable } from './use-client-table.ts';

/** Checkboxes, expandable detail rows and a CSV export of what is on screen (or selected). */
export function SelectionTable({ data, status, onRetry }: EmployeeTableProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const columns = useMemo<ColumnDef<Employee>[]>(() => {
    const col = employeeColumns(t, lng);
    return [
      selectionColumn<Employee>(
        {
          selectPage: t('tablesCharts.table.selectPage'),
          selectRow: (name) => t('tablesCharts.table.selectRow', { name }),
        },
        (row) => row.full_name,
      ),
      {
        id: 'expand',
        enableSorting: false,
        header: () => <span className="visually-hidden">{t('tablesCharts.table.details')}</span>,
        cell: ({ row }) => (
          <Button
            variant="link"
            size="sm"
            className="p-0 text-body"
            aria-expanded={row.getIsExpanded()}
            aria-label={t('tablesCharts.table.showDetails', { name: row.original.full_name })}
            onClick={row.getToggleExpandedHandler()}
          >
            <ChevronRight
              size={18}
              aria-hidden="true"
              className={`expand-chevron${row.getIsExpanded() ? ' is-open' : ''}`}
            />
          </Button>
        ),
      },
      col.person('email'),
      col.plain('post'),
      col.plain('city'),
      col.salary(),
      col.status(),
    ];
  }, [t, lng]);

  const table = useClientTable(data, columns, {
    state: { rowSelection, expanded },
    onRowSelectionChange: setRowSelection,
    onExpandedChange: setExpanded,
    getRowCanExpand: () => true,
    getExpandedRowModel: getExpandedRowModel(),
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const exportCsv = () => {
    // The selection when there is one, else the page as shown (sorted).
    const rows = selected.length > 0 ? selected : table.getRowModel().rows.map((r) => r.original);
    const csvColumns: CsvColumn<Employee>[] = [
      { header: t('tablesCharts.col.name'), value: (e) => e.full_name },
      { header: t('tablesCharts.col.email'), value: (e) => e.email },
      { header: t('tablesCharts.col.post'), value: (e) => e.post },
      { header: t('tablesCharts.col.city'), value: (e) => e.city },
      { header: t('tablesCharts.col.date'), value: (e) => e.start_date },
      { header: t('tablesCharts.col.salary'), value: (e) => e.salary },
      { header: t('tablesCharts.col.age'), value: (e) => e.age },
      { header: t('tablesCharts.col.status'), value: (e) => t(statusInfo(e.status).label) },
    ];
    downloadCsv(buildCsv(rows, csvColumns), 'careers-team.csv');
  };

  const title = t('tablesCharts.basic.selectTitle');
  const width = columns.length;
  return (
    <Card className="mb-4">
      <TableCardHeader
        title={title}
        text={t('tablesCharts.basic.selectText')}
        actions={
          <div className="d-flex align-items-center gap-2">
            <span className="small text-body-secondary" aria-live="polite">
              {t('tablesCharts.table.selectedCount', { count: selected.length })}
            </span>
            <Button
              variant="outline-primary"
              size="sm"
              onClick={exportCsv}
              disabled={status !== 'ready'}
            >
              <Download size={14} aria-hidden="true" className="me-1" />
              {selected.length > 0
                ? t('tablesCharts.table.exportSelected')
                : t('tablesCharts.table.exportView')}
            </Button>
          </div>
        }
      />
      <ClientTable
        table={table}
        label={title}
        status={status}
        onRetry={onRetry}
        renderRow={(row) => (
          <Fragment key={row.id}>
            <tr className={row.getIsSelected() ? 'table-active' : undefined}>
              <RowCells row={row} />
            </tr>
            {row.getIsExpanded() && (
              <tr className="expanded-details">
                <td colSpan={width}>
                  <dl className="row mb-0 small px-2">
                    <dt className="col-6 col-md-2">{t('tablesCharts.col.email')}</dt>
                    <dd className="col-6 col-md-4 text-break">{row.original.email}</dd>
                    <dt className="col-6 col-md-2">{t('tablesCharts.col.date')}</dt>
                    <dd className="col-6 col-md-4">{formatDay(row.original.start_date, lng)}</dd>
                    <dt className="col-6 col-md-2">{t('tablesCharts.col.age')}</dt>
                    <dd className="col-6 col-md-4">{row.original.age}</dd>
                    <dt className="col-6 col-md-2">{t('tablesCharts.col.experience')}</dt>
                    <dd className="col-6 col-md-4">
                      {Number.parseInt(row.original.experience, 10) || 0}
                    </dd>
                  </dl>
                </td>
              </tr>
            )}
          </Fragment>
        )}
      />
    </Card>
  );
}

import type { Header, Row, Table } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import BsTable from 'react-bootstrap/Table';
import Spinner from 'react-bootstrap/Spinner';
import { AlertTriangle, ChevronDown, ChevronUp, Inbox } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { Pager } from '../../../core/ui/pager.tsx';
import { statusInfo } from './employee-status.ts';

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const info = statusInfo(status);
  return (
    <span className={`badge rounded-pill bg-${info.color}-subtle text-${info.color}-emphasis`}>
      {t(info.label)}
    </span>
  );
}

export function PersonCell({ name, sub, avatar }: { name: string; sub: string; avatar?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 text-nowrap">
      <Avatar name={name} src={avatar} size={32} />
      <div className="d-flex flex-column lh-sm">
        <span className="fw-semibold">{name}</span>
        <small className="text-body-secondary">{sub}</small>
      </div>
    </div>
  );
}

/** A header cell: a sort button when the column sorts, with aria-sort for screen readers. */
export function SortableTh<T>({ header }: { header: Header<T, unknown> }) {
  const { t } = useTranslation();
  const sorted = header.column.getIsSorted();
  const content = flexRender(header.column.columnDef.header, header.getContext());
  const name =
    typeof header.column.columnDef.header === 'string' ? header.column.columnDef.header : header.id;
  return (
    <th
      scope="col"
      className="text-nowrap"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
    >
      {header.column.getCanSort() ? (
        <button
          type="button"
          className="btn btn-link p-0 text-reset text-decoration-none fw-semibold d-inline-flex align-items-center gap-1"
          onClick={header.column.getToggleSortingHandler()}
          aria-label={t('tablesCharts.table.sortBy', { column: name })}
        >
          {content}
          {sorted === 'asc' && <ChevronUp size={14} aria-hidden="true" />}
          {sorted === 'desc' && <ChevronDown size={14} aria-hidden="true" />}
          {!sorted && <ChevronDown size={14} aria-hidden="true" className="opacity-25" />}
        </button>
      ) : (
        content
      )}
    </th>
  );
}

interface FooterProps {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing 1 to 10 of 100 entries' and the pager. */
export function TableFooter({ page, perPage, total, onPage }: FooterProps) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 p-3">
      <small className="text-body-secondary" aria-live="polite">
        {t('tablesCharts.table.showing', { from, to, total })}
      </small>
      <Pager
        page={page}
        pageCount={Math.max(1, Math.ceil(total / perPage))}
        onPage={onPage}
        labels={{
          pagination: t('tablesCharts.table.pagination'),
          previous: t('tablesCharts.table.previous'),
          next: t('tablesCharts.table.next'),
        }}
      />
    </div>
  );
}

/** The TableFooter of a table paged in the browser. */
export function ClientTableFooter<T>({ table }: { table: Table<T> }) {
  const { pageIndex, pageSize } = table.getState().pagination;
  return (
    <TableFooter
      page={pageIndex + 1}
      perPage={pageSize}
      total={table.getCoreRowModel().rows.length}
      onPage={(page) => table.setPageIndex(page - 1)}
    />
  );
}

/** One full-width row for loading, empty or failed states inside a table body. */
export function StateRow({
  colSpan,
  status,
  onRetry,
}: {
  colSpan: number;
  status: 'loading' | 'empty' | 'failed';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <tr>
      <td colSpan={colSpan} className="text-center py-5">
        {status === 'loading' && (
          <div role="status" className="d-inline-flex align-items-center gap-2 text-body-secondary">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t('tablesCharts.table.loading')}
          </div>
        )}
        {status === 'empty' && (
          <div className="text-body-secondary">
            <Inbox size={28} aria-hidden="true" className="mb-2" />
            <p className="mb-0">{t('tablesCharts.table.empty')}</p>
          </div>
        )}
        {status === 'failed' && (
          <div role="alert" className="text-danger">
            <AlertTriangle size={28} aria-hidden="true" className="mb-2" />
            <p className="mb-2">{t('tablesCharts.table.failed')}</p>
            {onRetry && (
              <Button size="sm" variant="outline-primary" onClick={onRetry}>
                {t('tablesCharts.table.retry')}
              </Button>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

/** A table card's header: its h2 title and a line of text, with the card's controls beside them. */
export function TableCardHeader({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const heading = (
    <>
      <h2 className="h5 mb-1">{title}</h2>
      <p className="mb-0 text-body-secondary small">{text}</p>
    </>
  );
  if (!actions) return <Card.Header className="bg-transparent">{heading}</Card.Header>;
  return (
    <Card.Header className="bg-transparent d-flex flex-wrap justify-content-between align-items-center gap-2">
      <div>{heading}</div>
      {actions}
    </Card.Header>
  );
}

/** The header rows of a TanStack table, each cell a SortableTh. */
export function TableHead<T>({ table }: { table: Table<T> }) {
  return (
    <thead className="tc-thead">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <SortableTh key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

/** A row's cells as its columns render them, kept on one line each. */
export function RowCells<T>({ row }: { row: Row<T> }) {
  return row.getVisibleCells().map((cell) => (
    <td key={cell.id} className="text-nowrap">
      {flexRender(cell.column.columnDef.cell, cell.getContext())}
    </td>
  ));
}

/**
 * A table sorted and paged in the browser: its head, one state row until the data is ready (or
 * when there is none), a row a record (`renderRow` for more than the cells), then the footer.
 */
export function ClientTable<T>({
  table,
  label,
  status,
  onRetry,
  hover = false,
  renderRow,
}: {
  table: Table<T>;
  label: string;
  status: 'loading' | 'failed' | 'ready';
  onRetry?: () => void;
  hover?: boolean;
  renderRow?: (row: Row<T>) => ReactNode;
}) {
  const rows = table.getRowModel().rows;
  const width = table.getVisibleLeafColumns().length;
  return (
    <>
      <BsTable
        responsive
        hover={hover}
        className="mb-0 align-middle"
        aria-label={label}
        aria-busy={status === 'loading'}
      >
        <TableHead table={table} />
        <tbody>
          {status !== 'ready' ? (
            <StateRow colSpan={width} status={status} onRetry={onRetry} />
          ) : rows.length === 0 ? (
            <StateRow colSpan={width} status="empty" />
          ) : (
            rows.map(
              (row) =>
                renderRow?.(row) ?? (
                  <tr key={row.id}>
                    <RowCells row={row} />
                  </tr>
                ),
            )
          )}
        </tbody>
      </BsTable>
      <ClientTableFooter table={table} />
    </>
  );
}

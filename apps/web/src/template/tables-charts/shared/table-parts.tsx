import type { Header } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { AlertTriangle, ChevronDown, ChevronUp, Inbox } from 'react-feather';
import { useTranslation } from 'react-i18next';
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

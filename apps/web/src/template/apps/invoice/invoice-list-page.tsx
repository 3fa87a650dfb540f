import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Plus } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useList } from '../../../core/api/list.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { DataTable, listTableProps } from '../../../core/ui/data-table.tsx';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import type { Invoice, InvoiceStatus } from '../../../fake-api/types.ts';
import { INVOICE_STATUSES, type InvoiceParams } from './invoice-api.ts';
import { invoiceApi, useDeleteInvoiceMutation, useLazyGetInvoiceQuery } from './invoice.api.ts';
import { invoiceText } from './invoice-download.ts';
import { downloadFile, formatDay, formatMoney, statusKey } from './invoice-format.ts';
import { InvoiceRowActions } from './invoice-row-actions.tsx';
import { BalanceBadge, InvoiceStatusAvatar } from './invoice-status.tsx';
import { invoiceParamsChanged, selectInvoiceParams } from './invoices.slice.ts';
import './invoice.scss';

export function InvoiceListPage() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const dispatch = useDispatch();
  const params = useSelector(selectInvoiceParams);
  const list = useList(invoiceApi.endpoints.getInvoices, params);
  const { total } = list;
  const [fetchInvoice] = useLazyGetInvoiceQuery();
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const [search, setSearch] = useState(params.q);
  const [toDelete, setToDelete] = useState<Invoice | null>(null);

  // A change merges into the stored params: a debounced search must not undo a filter.
  const load = (change: Partial<InvoiceParams>) => dispatch(invoiceParamsChanged(change));

  useEffect(() => {
    if (search === params.q) return;
    const timer = setTimeout(() => load({ q: search, page: 1 }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const onDownload = async (invoice: Invoice) => {
    const detail = await fetchInvoice(invoice.id).unwrap();
    downloadFile(
      `invoice-${invoice.id}.txt`,
      invoiceText(detail.invoice, detail.paymentDetails, t, i18n.language),
      'text/plain;charset=utf-8',
    );
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const id = toDelete.id;
    setToDelete(null);
    try {
      await deleteInvoice(id).unwrap();
      // Deleting the last row of the last page steps back a page.
      const lastPage = Math.max(1, Math.ceil((total - 1) / params.perPage));
      if (params.page > lastPage) load({ page: lastPage });
    } catch {
      // A failed deletion leaves the list as it is.
    }
    void notify('success', t('invoiceApp.deleted', { number: `#${id}` }));
  };

  const columns = useMemo<ColumnDef<Invoice, unknown>[]>(
    () => [
      {
        id: 'id',
        header: '#',
        cell: ({ row }) => (
          <Link to={`/apps/invoice/preview/${row.original.id}`} className="fw-semibold">
            #{row.original.id}
          </Link>
        ),
      },
      {
        id: 'invoiceStatus',
        header: t('invoiceApp.status.label'),
        cell: ({ row }) => <InvoiceStatusAvatar invoice={row.original} />,
      },
      {
        id: 'client',
        header: t('invoiceApp.client'),
        cell: ({ row }) => (
          <div className="d-flex align-items-center gap-2">
            <Avatar name={row.original.client.name} src={row.original.avatar} size={32} />
            <div className="d-flex flex-column text-truncate">
              <span className="fw-semibold text-truncate">{row.original.client.name}</span>
              <small className="text-body-secondary text-truncate">
                {row.original.client.companyEmail}
              </small>
            </div>
          </div>
        ),
      },
      { id: 'service', header: t('invoiceApp.service'), cell: ({ row }) => row.original.service },
      {
        id: 'total',
        header: t('invoiceApp.total'),
        cell: ({ row }) => formatMoney(row.original.total, i18n.language),
      },
      {
        id: 'issuedDate',
        header: t('invoiceApp.issuedDate'),
        cell: ({ row }) => (
          <span className="text-nowrap">{formatDay(row.original.issuedDate, i18n.language)}</span>
        ),
      },
      {
        id: 'balance',
        header: t('invoiceApp.balance'),
        cell: ({ row }) => <BalanceBadge balance={row.original.balance} />,
      },
      {
        id: 'actions',
        header: t('invoiceApp.actions.label'),
        enableSorting: false,
        cell: ({ row }) => (
          <InvoiceRowActions
            invoice={row.original}
            onDownload={(i) => void onDownload(i)}
            onDelete={setToDelete}
          />
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <Card className="invoice-list">
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <div>
            <label htmlFor="invoice-per-page" className="form-label small">
              {t('invoiceApp.show')}
            </label>
            <select
              id="invoice-per-page"
              className="form-select form-select-sm"
              value={params.perPage}
              onChange={(e) => load({ perPage: Number(e.target.value), page: 1 })}
            >
              {[10, 25, 50].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <Link
            to="/apps/invoice/add"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          >
            <Plus size={14} aria-hidden="true" />
            {t('invoiceApp.addRecord')}
          </Link>
          <div className="ms-auto d-flex flex-wrap gap-3 list-toolbar-group">
            <div className="list-toolbar-field">
              <label htmlFor="invoice-search" className="form-label small">
                {t('invoiceApp.search')}
              </label>
              <input
                id="invoice-search"
                type="search"
                className="form-control form-control-sm"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div className="list-toolbar-field">
              <label htmlFor="invoice-status" className="form-label small">
                {t('invoiceApp.status.filter')}
              </label>
              <select
                id="invoice-status"
                className="form-select form-select-sm"
                value={params.status}
                onChange={(e) => load({ status: e.target.value as InvoiceStatus | '', page: 1 })}
              >
                <option value="">{t('invoiceApp.status.all')}</option>
                {INVOICE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(statusKey(s))}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </Card.Body>
        <DataTable
          label={t('invoiceApp.listTitle')}
          columns={columns}
          {...listTableProps(list)}
          page={params.page}
          perPage={params.perPage}
          sortColumn={params.sortColumn}
          sort={params.sort}
          onSort={(sortColumn, sort) => load({ sortColumn, sort, page: 1 })}
          onPage={(page) => load({ page })}
          empty={{ text: t('invoiceApp.table.empty') }}
        />
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('invoiceApp.deleteTitle')}
        body={t('invoiceApp.deleteText', { number: `#${toDelete?.id ?? ''}` })}
        confirmLabel={t('invoiceApp.actions.delete')}
        variant="danger"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

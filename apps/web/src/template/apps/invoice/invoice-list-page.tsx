import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { Plus } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { useList } from '../../../core/api/list.ts';
import { Avatar } from '../../../core/ui/avatar.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { DataTable } from '../../../core/ui/data-table.tsx';
import { pagedTableProps } from '../../../core/ui/paged-table.ts';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';
import { preloadQueryOf } from '../../../core/api/preload-query.ts';
import type { RoutePreload } from '../../../core/routing/route-declaration.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import type { Invoice } from '../../../fake-api/types.ts';
import { ListPageSize, ToolbarFilter, ListSearch } from '../shared/list-toolbar.tsx';
import { INVOICE_STATUSES, type InvoiceParams } from './invoice-api.ts';
import { invoiceApi, useDeleteInvoiceMutation, useLazyGetInvoiceQuery } from './invoice.api.ts';
import { downloadInvoiceText } from './invoice-download.ts';
import { formatDay, formatMoney, statusKey } from './invoice-format.ts';
import { InvoiceRowActions } from './invoice-row-actions.tsx';
import { BalanceBadge, InvoiceStatusAvatar } from './invoice-status.tsx';
import { invoiceParamsChanged, selectInvoiceParams } from './invoices.slice.ts';
import './invoice.scss';

/** The route's preload (routes.ts): the page of the list the screen shows (its kept filters). */
export const preloadInvoiceList: RoutePreload = (_target, dispatch) => {
  preloadQueryOf(dispatch, invoiceApi.endpoints.getInvoices, selectInvoiceParams);
};

export function InvoiceListPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const params = useSelector(selectInvoiceParams);
  const list = useList(invoiceApi.endpoints.getInvoices, params);
  const { total } = list;
  const [fetchInvoice] = useLazyGetInvoiceQuery();
  const [deleteInvoice] = useDeleteInvoiceMutation();
  const [toDelete, setToDelete] = useState<Invoice | null>(null);

  // A change merges into the stored params: a debounced search must not undo a filter.
  const load = (change: Partial<InvoiceParams>) => dispatch(invoiceParamsChanged(change));
  const listParams = { params, load };

  const onDownload = async (invoice: Invoice) => {
    const detail = await fetchInvoice(invoice.id).unwrap();
    downloadInvoiceText(detail.invoice, detail.paymentDetails, t, i18n.language);
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
      <RoutePageHeader />
      <Card className="invoice-list">
        <Card.Body className="d-flex flex-wrap align-items-end gap-3">
          <ListPageSize {...listParams} id="invoice-per-page" label={t('invoiceApp.show')} />
          <Link
            to="/apps/invoice/add"
            className="btn btn-primary btn-sm d-inline-flex align-items-center gap-1"
          >
            <Plus size={14} aria-hidden="true" />
            {t('invoiceApp.addRecord')}
          </Link>
          <div className="ms-auto d-flex flex-wrap gap-3 list-toolbar-group">
            <ListSearch {...listParams} id="invoice-search" label={t('invoiceApp.search')} />
            <ToolbarFilter
              id="invoice-status"
              label={t('invoiceApp.status.filter')}
              value={params.status}
              allLabel={t('invoiceApp.status.all')}
              values={INVOICE_STATUSES}
              labelOf={(s) => t(statusKey(s))}
              onChange={(status) => load({ status, page: 1 })}
            />
          </div>
        </Card.Body>
        <DataTable
          label={t('invoiceApp.listTitle')}
          columns={columns}
          // A new order starts again from the first page.
          {...pagedTableProps(list, params, (patch) => load({ page: 1, ...patch }))}
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

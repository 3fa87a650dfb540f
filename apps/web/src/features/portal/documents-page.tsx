import { MAX_DOCUMENTS_PER_CANDIDATE, type CareerDocument } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Download, Trash2 } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { serverMessage } from '../../core/api/api-error.ts';
import { documentsApi, MY_LIBRARY, useDeleteDocumentMutation } from '../../core/api/documents.ts';
import { fetchFile, saveBlob } from '../../core/api/download.ts';
import { useList } from '../../core/api/list.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { formatBytes } from './format.ts';
import { DataTable, listTableProps } from '../../core/ui/data-table.tsx';
import { UploadCard } from './upload-card.tsx';
import './portal.scss';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { useConfirmed } from '../../core/hooks/use-confirmed.ts';

/** The candidate's document library: upload, download, delete. */
export function MyDocumentsPage() {
  const { formatDate } = useDateFormat();
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const library = useList(documentsApi.endpoints.getDocuments, MY_LIBRARY);
  const [deleteDocument] = useDeleteDocumentMutation();
  const removal = useConfirmed(
    async (doc: CareerDocument) => {
      await deleteDocument(doc.id).unwrap();
      void notify('success', t('portal.documents.deleted', { name: doc.fileName }));
    },
    (failure) => serverMessage(failure) ?? t('portal.documents.deleteFailed'),
  );
  const askDelete = removal.ask;

  const download = async (doc: CareerDocument) => {
    try {
      saveBlob((await fetchFile(`/api/v1/documents/${doc.id}/content`)).blob, doc.fileName);
    } catch {
      void notify('error', t('portal.documents.downloadFailed'));
    }
  };

  const columns = useMemo<ColumnDef<CareerDocument>[]>(
    () => [
      {
        id: 'fileName',
        header: t('portal.documents.fileName'),
        meta: { className: 'text-break fw-semibold' },
        cell: ({ row }) => row.original.fileName,
      },
      {
        id: 'kind',
        header: t('portal.documents.kind'),
        cell: ({ row }) => t(`portal.kinds.${row.original.kind}`),
      },
      {
        id: 'size',
        header: t('portal.documents.size'),
        meta: { className: 'text-nowrap' },
        cell: ({ row }) => formatBytes(row.original.size, i18n.language),
      },
      {
        id: 'added',
        header: t('portal.documents.added'),
        meta: { className: 'text-nowrap' },
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
      {
        id: 'actions',
        header: t('portal.documents.actions'),
        meta: { className: 'text-end text-nowrap' },
        cell: ({ row: { original: doc } }) => (
          <>
            <button
              type="button"
              className="btn btn-sm btn-icon btn-outline-primary me-1"
              aria-label={t('portal.documents.download', { name: doc.fileName })}
              onClick={() => void download(doc)}
            >
              <Download size={14} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-icon btn-outline-danger"
              aria-label={t('portal.documents.delete', { name: doc.fileName })}
              onClick={() => askDelete(doc)}
            >
              <Trash2 size={14} aria-hidden="true" />
            </button>
          </>
        ),
      },
    ],
    // download only reads t; formatDate follows the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, formatDate, askDelete],
  );

  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <UploadCard
        count={library.data.length}
        onUploaded={(doc) => {
          void notify('success', t('portal.documents.uploaded', { name: doc.fileName }));
        }}
      />
      <section className="card" aria-labelledby="library-heading">
        <div className="card-header d-flex justify-content-between align-items-center">
          <h2 id="library-heading" className="h6 mb-0">
            {t('portal.documents.library')}
          </h2>
          {library.status === 'succeeded' && (
            <span className="small text-body-secondary">
              {t('portal.documents.usage', {
                count: library.data.length,
                max: MAX_DOCUMENTS_PER_CANDIDATE,
              })}
            </span>
          )}
        </div>
        <DataTable
          label={t('portal.documents.library')}
          columns={columns}
          {...listTableProps(library)}
          page={1}
          perPage={MAX_DOCUMENTS_PER_CANDIDATE}
          empty={{ title: t('portal.documents.none'), text: t('portal.documents.noneText') }}
        />
      </section>
      <ConfirmDialog
        {...removal.dialog}
        title={t('portal.documents.deleteTitle')}
        body={t('portal.documents.deleteText', { name: removal.target?.fileName ?? '' })}
        confirmLabel={t('portal.documents.confirmDelete')}
        variant="danger"
      />
    </>
  );
}

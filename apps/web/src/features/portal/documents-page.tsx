import { MAX_DOCUMENTS_PER_CANDIDATE, type CareerDocument } from '@careers/contracts';
import { useState } from 'react';
import { Download, Trash2 } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { serverMessage, toApiError } from '../../core/api/api-error.ts';
import { documentsApi, MY_LIBRARY, useDeleteDocumentMutation } from '../../core/api/documents.ts';
import { fetchFile, saveBlob } from '../../core/api/download.ts';
import { useList } from '../../core/api/list.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { formatBytes } from './format.ts';
import { EmptyState, ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { UploadCard } from './upload-card.tsx';
import './portal.scss';
import { useDateFormat } from '../../core/format/use-date-format.ts';

/** The candidate's document library: upload, download, delete. */
export function MyDocumentsPage() {
  const { formatDate } = useDateFormat();
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const library = useList(documentsApi.endpoints.getDocuments, MY_LIBRARY);
  const [deleteDocument] = useDeleteDocumentMutation();
  const [deleting, setDeleting] = useState<CareerDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (doc: CareerDocument) => {
    try {
      saveBlob((await fetchFile(`/api/v1/documents/${doc.id}/content`)).blob, doc.fileName);
    } catch {
      void notify('error', t('portal.documents.downloadFailed'));
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    setFailure(null);
    try {
      await deleteDocument(deleting.id).unwrap();
      void notify('success', t('portal.documents.deleted', { name: deleting.fileName }));
      setDeleting(null);
    } catch (error) {
      setFailure(serverMessage(toApiError(error)) ?? t('portal.documents.deleteFailed'));
    } finally {
      setBusy(false);
    }
  };

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
        {library.status === 'failed' ? (
          <div className="card-body">
            <ErrorState
              text={library.error || t('portal.loadFailed')}
              retryLabel={t('portal.retry')}
              onRetry={library.refetch}
            />
          </div>
        ) : library.status !== 'succeeded' ? (
          <LoadingBlock label={t('portal.loading')} />
        ) : library.data.length === 0 ? (
          <EmptyState title={t('portal.documents.none')} text={t('portal.documents.noneText')} />
        ) : (
          <div className="table-responsive">
            <table className="table align-middle mb-0 table-list table-stack" role="table">
              <caption className="visually-hidden">{t('portal.documents.library')}</caption>
              <thead>
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {t('portal.documents.fileName')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('portal.documents.kind')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('portal.documents.size')}
                  </th>
                  <th scope="col" role="columnheader">
                    {t('portal.documents.added')}
                  </th>
                  <th scope="col" role="columnheader" className="text-end">
                    {t('portal.documents.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {library.data.map((doc) => (
                  <tr key={doc.id} role="row">
                    <td role="cell" className="text-break fw-semibold">
                      {doc.fileName}
                    </td>
                    <td role="cell" data-label={t('portal.documents.kind')}>
                      {t(`portal.kinds.${doc.kind}`)}
                    </td>
                    <td role="cell" className="text-nowrap" data-label={t('portal.documents.size')}>
                      {formatBytes(doc.size, i18n.language)}
                    </td>
                    <td
                      role="cell"
                      className="text-nowrap"
                      data-label={t('portal.documents.added')}
                    >
                      {formatDate(doc.createdAt)}
                    </td>
                    <td role="cell" className="text-end text-nowrap table-stack-actions">
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
                        onClick={() => setDeleting(doc)}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ConfirmDialog
        show={deleting !== null}
        title={t('portal.documents.deleteTitle')}
        body={
          <p className="mb-0">
            {t('portal.documents.deleteText', { name: deleting?.fileName ?? '' })}
          </p>
        }
        confirmLabel={t('portal.documents.confirmDelete')}
        variant="danger"
        busy={busy}
        error={failure}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(null);
          setFailure(null);
        }}
      />
    </>
  );
}

import type { CareerDocument } from '@careers/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Download } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetDocumentContentQuery } from '../../../core/api/documents.ts';
import { fetchFile, saveBlob } from '../../../core/api/download.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { useObjectUrl } from '../../../core/hooks/use-object-url.ts';
import { ErrorState, LoadingBlock } from '../../../core/ui/state-views.tsx';

export type PreviewKind = 'pdf' | 'image' | 'none';

/** PDFs show in a frame, images inline; Word files (and anything else) are download only. */
export function previewKindOf(mimeType: string): PreviewKind {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType === 'image/png' || mimeType === 'image/jpeg') return 'image';
  return 'none';
}

const contentUrl = (id: string) => `/api/v1/documents/${id}/content`;

export async function downloadDocument(doc: CareerDocument, failedText: string): Promise<void> {
  try {
    saveBlob((await fetchFile(contentUrl(doc.id))).blob, doc.fileName);
  } catch {
    void notify('error', failedText);
  }
}

export function DownloadButton({ doc, size = 'sm' }: { doc: CareerDocument; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline-secondary"
      size={size}
      disabled={busy}
      aria-label={t('careers.documents.downloadName', { name: doc.fileName })}
      onClick={() => {
        setBusy(true);
        void downloadDocument(doc, t('careers.documents.downloadFailed')).finally(() =>
          setBusy(false),
        );
      }}
    >
      <Download size={14} aria-hidden="true" />
    </Button>
  );
}

/**
 * The document's bytes fetched through the shared client (it carries the token) and shown from an
 * object URL: the content security policy allows frames and images from blob:.
 */
export function DocumentPreview({ doc }: { doc: CareerDocument }) {
  const { t } = useTranslation();
  const kind = previewKindOf(doc.mimeType);
  const remote = useGetDocumentContentQuery(
    kind === 'none' ? skipToken : { id: doc.id, mimeType: doc.mimeType },
  );
  const url = useObjectUrl(remote.currentData);

  if (kind === 'none') {
    return (
      <div className="text-center py-4">
        <p className="text-body-secondary">{t('careers.documents.noPreview')}</p>
        <Button
          variant="outline-primary"
          onClick={() => void downloadDocument(doc, t('careers.documents.downloadFailed'))}
        >
          <Download size={14} aria-hidden="true" className="me-1" />
          {t('careers.documents.download')}
        </Button>
      </div>
    );
  }
  if (remote.isError)
    return (
      <ErrorState
        text={t('careers.common.loadFailed')}
        retryLabel={t('careers.common.retry')}
        onRetry={() => void remote.refetch()}
      />
    );
  if (!url) return <LoadingBlock label={t('careers.common.loading')} />;
  return kind === 'pdf' ? (
    <iframe
      src={url}
      title={t('careers.documents.previewOf', { name: doc.fileName })}
      className="careers-pdf-frame"
    />
  ) : (
    <img
      src={url}
      alt={t('careers.documents.previewOf', { name: doc.fileName })}
      className="careers-image-preview"
    />
  );
}

import type { CareerDocument } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Eye, FileText } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetDocumentsByIdQuery } from '../../../core/api/documents.ts';
import { DocumentPreview, DownloadButton } from '../shared/document-preview.tsx';
import { formatBytesAbbreviated } from '../shared/format.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';

/** The documents attached to an application, each downloadable, PDFs and images previewed inline. */
export function ApplicationDocuments({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  const [previewId, setPreviewId] = useState<string | null>(null);
  const remote = useGetDocumentsByIdQuery(ids);
  const docs: CareerDocument[] | null = remote.currentData ?? null;
  const failed = remote.isError;
  const load = () => void remote.refetch();
  // The first PDF is previewed until the admin picks another (or closes the preview).
  const [closed, setClosed] = useState(false);
  const shownId =
    previewId ??
    (closed ? null : (docs?.find((d) => d.mimeType === 'application/pdf')?.id ?? null));

  const preview = docs?.find((d) => d.id === shownId) ?? null;
  return (
    <PartCard title={t('careers.applicationPage.documents')}>
      <LoadState failed={failed} loading={!docs} lines={2} onRetry={load} />
      {docs?.length === 0 && <EmptyState text={t('careers.applicationPage.noDocuments')} />}
      {docs && docs.length > 0 && (
        <ul className="list-unstyled mb-0 careers-doc-list">
          {docs.map((doc) => (
            <li key={doc.id} className="d-flex align-items-center gap-2 py-2">
              <FileText size={18} aria-hidden="true" className="text-primary flex-shrink-0" />
              <div className="min-w-0 me-auto">
                <div className="text-truncate fw-semibold">{doc.fileName}</div>
                <div className="small text-body-secondary">
                  {t(`careers.documentKind.${doc.kind}`)} · {formatBytesAbbreviated(doc.size)}
                </div>
              </div>
              <Button
                size="sm"
                variant={doc.id === shownId ? 'primary' : 'outline-primary'}
                aria-pressed={doc.id === shownId}
                aria-label={t('careers.documents.previewName', { name: doc.fileName })}
                onClick={() => {
                  if (doc.id === shownId) {
                    setPreviewId(null);
                    setClosed(true);
                  } else setPreviewId(doc.id);
                }}
              >
                <Eye size={14} aria-hidden="true" />
              </Button>
              <DownloadButton doc={doc} />
            </li>
          ))}
        </ul>
      )}
      {preview && (
        <div className="mt-3">
          <DocumentPreview doc={preview} />
        </div>
      )}
    </PartCard>
  );
}

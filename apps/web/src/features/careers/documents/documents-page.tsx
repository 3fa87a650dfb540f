import { documentKinds, type CareerDocument } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { column } from '../../../core/ui/data-table.tsx';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Eye } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetCandidateOptionsQuery } from '../../../core/api/candidates.ts';
import { documentsApi } from '../../../core/api/documents.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { DocumentPreview, DownloadButton, previewKindOf } from '../shared/document-preview.tsx';
import { DateCell } from '../../../core/ui/date-cell.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { formatBytesAbbreviated } from '../shared/format.ts';
import type { SelectOption } from '../shared/list-controls.tsx';
import { recordFilter, valueFilter } from '../shared/list-toolbar.tsx';
import { ListCard, useCareersList } from '../shared/list-card.tsx';
import '../shared/careers.scss';

export function DocumentsPage() {
  const { t } = useTranslation();
  const list = useCareersList('documents', documentsApi.endpoints.getDocuments);
  const { query } = list;
  const people = useGetCandidateOptionsQuery().data;
  const candidates = useMemo<SelectOption[]>(
    () => (people ?? []).map((c) => ({ value: c.id, label: c.fullName })),
    [people],
  );
  const [preview, setPreview] = useState<CareerDocument | null>(null);

  const columns = useMemo<ColumnDef<CareerDocument>[]>(
    () => [
      column<CareerDocument>('fileName', t('careers.documents.fileName'), (c) => (
        <span className="fw-semibold text-break">
          {c.fileName}
          {c.deletedAt && (
            <span className="badge bg-light-secondary ms-2">{t('careers.documents.removed')}</span>
          )}
        </span>
      )),
      column<CareerDocument>(
        'candidate',
        t('careers.application.candidate'),
        (c) => (
          <Link to={`/careers/candidates/${c.candidateId}`}>
            {c.candidateName ?? t('careers.documents.candidate')}
          </Link>
        ),
        { enableSorting: false },
      ),
      column<CareerDocument>('kind', t('careers.documents.kind'), (c) =>
        t(`careers.documentKind.${c.kind}`),
      ),
      column<CareerDocument>('size', t('careers.documents.size'), (c) =>
        formatBytesAbbreviated(c.size),
      ),
      column<CareerDocument>('createdAt', t('careers.documents.uploaded'), (c) => (
        <DateCell iso={c.createdAt} />
      )),
      column<CareerDocument>(
        'actions',
        <span className="visually-hidden">{t('careers.common.actions')}</span>,
        (c) => (
          <div className="d-flex gap-1 justify-content-end">
            {previewKindOf(c.mimeType) !== 'none' && (
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={t('careers.documents.previewName', { name: c.fileName })}
                onClick={() => setPreview(c)}
              >
                <Eye size={14} aria-hidden="true" />
              </Button>
            )}
            <DownloadButton doc={c} />
          </div>
        ),
        { enableSorting: false },
      ),
    ],
    [t],
  );

  return (
    <>
      <CareersHeader />
      <ListCard
        list={list}
        filterBy={[
          valueFilter('kind', t('careers.documents.kind'), documentKinds, (k) =>
            t(`careers.documentKind.${k}`),
          ),
          recordFilter(
            'candidateId',
            t('careers.application.candidate'),
            candidates,
            query,
            t('careers.documents.thisCandidate'),
          ),
        ]}
        columns={columns}
      />
      <Dialog
        show={preview !== null}
        onHide={() => setPreview(null)}
        size="xl"
        title={preview?.fileName}
        titleClassName="h5 text-break"
      >
        <Modal.Body>{preview && <DocumentPreview doc={preview} />}</Modal.Body>
        <Modal.Footer>
          {preview && <DownloadButton doc={preview} />}
          <Button variant="outline-secondary" onClick={() => setPreview(null)}>
            {t('careers.common.close')}
          </Button>
        </Modal.Footer>
      </Dialog>
    </>
  );
}

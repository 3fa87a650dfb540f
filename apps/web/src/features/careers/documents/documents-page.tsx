import { documentKinds, type CareerDocument } from '@careers/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { Eye } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetCandidateOptionsQuery } from '../../../core/api/candidates.ts';
import { documentsApi } from '../../../core/api/documents.ts';
import { useList } from '../../../core/api/list.ts';
import { CareersHeader } from '../shared/careers-header.tsx';
import { DocumentPreview, DownloadButton, previewKindOf } from '../shared/document-preview.tsx';
import { DateCell } from '../../../core/ui/date-cell.tsx';
import { formatBytesAbbreviated } from '../shared/format.ts';
import { optionsOf, withCurrentOption, type SelectOption } from '../shared/list-controls.tsx';
import { ListCard } from '../shared/list-card.tsx';
import { LISTS } from '../lists.ts';
import { useListQuery } from '../shared/use-list-query.ts';
import '../shared/careers.scss';

export function DocumentsPage() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(LISTS.documents.filters, LISTS.documents.defaults);
  const state = useList(documentsApi.endpoints.getDocuments, query);
  const people = useGetCandidateOptionsQuery().data;
  const candidates = useMemo<SelectOption[]>(
    () => (people ?? []).map((c) => ({ value: c.id, label: c.fullName })),
    [people],
  );
  const [preview, setPreview] = useState<CareerDocument | null>(null);

  const columns = useMemo<ColumnDef<CareerDocument>[]>(
    () => [
      {
        id: 'fileName',
        header: () => t('careers.documents.fileName'),
        cell: ({ row }) => (
          <span className="fw-semibold text-break">
            {row.original.fileName}
            {row.original.deletedAt && (
              <span className="badge bg-light-secondary ms-2">
                {t('careers.documents.removed')}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'candidate',
        enableSorting: false,
        header: () => t('careers.application.candidate'),
        cell: ({ row }) => (
          <Link to={`/careers/candidates/${row.original.candidateId}`}>
            {row.original.candidateName ?? t('careers.documents.candidate')}
          </Link>
        ),
      },
      {
        id: 'kind',
        header: () => t('careers.documents.kind'),
        cell: ({ row }) => t(`careers.documentKind.${row.original.kind}`),
      },
      {
        id: 'size',
        header: () => t('careers.documents.size'),
        cell: ({ row }) => formatBytesAbbreviated(row.original.size),
      },
      {
        id: 'createdAt',
        header: () => t('careers.documents.uploaded'),
        cell: ({ row }) => <DateCell iso={row.original.createdAt} />,
      },
      {
        id: 'actions',
        enableSorting: false,
        header: () => <span className="visually-hidden">{t('careers.common.actions')}</span>,
        cell: ({ row }) => (
          <div className="d-flex gap-1 justify-content-end">
            {previewKindOf(row.original.mimeType) !== 'none' && (
              <Button
                size="sm"
                variant="outline-primary"
                aria-label={t('careers.documents.previewName', { name: row.original.fileName })}
                onClick={() => setPreview(row.original)}
              >
                <Eye size={14} aria-hidden="true" />
              </Button>
            )}
            <DownloadButton doc={row.original} />
          </div>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <CareersHeader />
      <ListCard
        id="documents"
        searchLabel={t('careers.documents.search')}
        filterBy={[
          {
            key: 'kind',
            label: t('careers.documents.kind'),
            options: optionsOf(documentKinds, (k) => t(`careers.documentKind.${k}`)),
          },
          {
            key: 'candidateId',
            id: 'documents-candidate',
            label: t('careers.application.candidate'),
            options: withCurrentOption(
              candidates,
              query.candidateId,
              t('careers.documents.thisCandidate'),
            ),
          },
        ]}
        list={{ query, update }}
        state={state}
        table={{
          label: t('menu.documents'),
          columns,
          empty: { text: t('careers.documents.empty') },
        }}
      />
      <Modal
        show={preview !== null}
        onHide={() => setPreview(null)}
        size="xl"
        centered
        aria-labelledby="document-preview-title"
      >
        <Modal.Header closeButton closeLabel={t('careers.common.close')}>
          <Modal.Title id="document-preview-title" as="h2" className="h5 text-break">
            {preview?.fileName}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{preview && <DocumentPreview doc={preview} />}</Modal.Body>
        <Modal.Footer>
          {preview && <DownloadButton doc={preview} />}
          <Button variant="outline-secondary" onClick={() => setPreview(null)}>
            {t('careers.common.close')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}

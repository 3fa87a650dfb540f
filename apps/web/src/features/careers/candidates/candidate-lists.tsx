import type { Application, CareerDocument } from '@careers/contracts';
import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { FileText } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { DownloadButton } from '../shared/document-preview.tsx';
import { formatBytesAbbreviated } from '../shared/format.ts';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { ApplicationStatusBadge } from '../shared/status-badge.tsx';

/** A small list for this page only (a candidate's applications or documents). */
export function candidateList<T>(remote: {
  currentData?: { data: T[]; total: number };
  isError: boolean;
  refetch: () => unknown;
}) {
  const items = remote.currentData?.data ?? null;
  return {
    items,
    total: remote.currentData?.total ?? 0,
    failed: remote.isError,
    loading: items === null && !remote.isError,
    load: () => void remote.refetch(),
  };
}

export type CandidateList<T> = ReturnType<typeof candidateList<T>>;

/** One of the candidate's lists on the page: its header, the list or why it is not there, a footer. */
function CandidateListCard<T extends { id: string }>(props: {
  header: ReactNode;
  list: CandidateList<T>;
  empty: string;
  item: (item: T) => ReactNode;
  footer?: ReactNode;
}) {
  const { list } = props;
  return (
    <Card className="mb-4">
      {props.header}
      <Card.Body>
        <LoadState failed={list.failed} loading={list.loading} lines={3} onRetry={list.load} />
        {list.items?.length === 0 && <EmptyState text={props.empty} />}
        {list.items && list.items.length > 0 && (
          <ul className="list-unstyled mb-0 careers-divided">{list.items.map(props.item)}</ul>
        )}
        {props.footer}
      </Card.Body>
    </Card>
  );
}

/** The candidate's applications; past the first hundred, a link to all of them. */
export function CandidateApplicationsCard({
  id,
  applications,
}: {
  id: string;
  applications: CandidateList<Application>;
}) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  return (
    <CandidateListCard
      header={
        <Card.Header className="d-flex flex-wrap justify-content-between gap-2 align-items-center">
          <h2 className="h5 mb-0">{t('careers.candidatePage.applications')}</h2>
          {applications.total > 100 && (
            <Link to={`/careers/applications?candidateId=${id}`} className="small">
              {t('careers.candidatePage.allApplications')}
            </Link>
          )}
        </Card.Header>
      }
      list={applications}
      empty={t('careers.candidatePage.noApplications')}
      item={(a) => (
        <li key={a.id} className="d-flex flex-wrap align-items-center gap-2 py-2">
          <div className="min-w-0 me-auto">
            <Link to={`/careers/applications/${a.id}`} className="fw-semibold">
              {a.vacancyTitle}
            </Link>
            <div className="small text-body-secondary">
              {a.employerName} · {formatDateTime(a.submittedAt)}
            </div>
          </div>
          <ApplicationStatusBadge status={a.status} />
        </li>
      )}
    />
  );
}

/** The candidate's documents, each to download, and a link to them in the documents list. */
export function CandidateDocumentsCard({
  id,
  documents,
}: {
  id: string;
  documents: CandidateList<CareerDocument>;
}) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  return (
    <CandidateListCard
      header={
        <Card.Header>
          <h2 className="h5 mb-0">{t('careers.candidatePage.documents')}</h2>
        </Card.Header>
      }
      list={documents}
      empty={t('careers.candidatePage.noDocuments')}
      item={(doc) => (
        <li key={doc.id} className="d-flex align-items-center gap-2 py-2">
          <FileText size={18} aria-hidden="true" className="text-primary flex-shrink-0" />
          <div className="min-w-0 me-auto">
            <div className="text-truncate fw-semibold">{doc.fileName}</div>
            <div className="small text-body-secondary">
              {t(`careers.documentKind.${doc.kind}`)} · {formatBytesAbbreviated(doc.size)} ·{' '}
              {formatDate(doc.createdAt)}
            </div>
          </div>
          <DownloadButton doc={doc} />
        </li>
      )}
      footer={
        <Link to={`/careers/documents?candidateId=${id}`} className="small d-inline-block mt-2">
          {t('careers.candidatePage.openDocuments')}
        </Link>
      }
    />
  );
}

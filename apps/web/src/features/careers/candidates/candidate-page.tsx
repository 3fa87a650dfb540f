import type { Application, CareerDocument } from '@careers/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { useGetApplicationsQuery } from '../../../core/api/applications.ts';
import {
  useGetCandidateQuery,
  useLazyGetCandidateQuery,
  useUpdateCandidateMutation,
} from '../../../core/api/candidates.ts';
import { useGetDocumentsQuery } from '../../../core/api/documents.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { EditConflictAlert, useEditConflict } from '../../../core/ui/edit-conflict.tsx';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { RecordPending } from '../shared/load-state.tsx';
import { Fact } from '../shared/fact.tsx';
import { AccountStatusBadge } from '../shared/status-badge.tsx';
import { ProgrammeFacts } from './programme-facts.tsx';
import { NotesCard } from '../reviewing/notes-card.tsx';
import { TagsCard } from '../reviewing/tags-card.tsx';
import { CandidateMailCard } from '../messages/mail-card.tsx';
import '../shared/careers.scss';
import {
  CandidateApplicationsCard,
  CandidateDocumentsCard,
  candidateList,
} from './candidate-lists.tsx';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';

export function CandidatePage() {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const read = useGetCandidateQuery(id);
  const candidate = read.currentData ?? null;
  const [fetchLatest] = useLazyGetCandidateQuery();
  const [updateCandidate] = useUpdateCandidateMutation();
  const [confirming, setConfirming] = useState(false);
  const toggling = useAsyncAction();
  const applications = candidateList<Application>(
    useGetApplicationsQuery({ candidateId: id, perPage: 100 }),
  );
  const documents = candidateList<CareerDocument>(
    useGetDocumentsQuery({ candidateId: id, perPage: 100 }),
  );
  // Archiving carries the version on screen; if someone changed the profile since, Reload.
  const conflict = useEditConflict(null, async () => {
    await fetchLatest(id).unwrap();
  });

  if (!candidate) return <RecordPending read={read} lines={6} />;

  const archived = candidate.status === 'archived';
  const toggle = () =>
    toggling.run(
      async () => {
        await updateCandidate({
          id,
          input: {
            status: archived ? 'active' : 'archived',
            expectedUpdatedAt: candidate.updatedAt,
          },
        }).unwrap();
        void notify(
          'success',
          t(archived ? 'careers.candidatePage.restored' : 'careers.candidatePage.archived'),
        );
        setConfirming(false);
      },
      (failure) => {
        if (!conflict.catches(failure)) return failure.message;
        setConfirming(false);
        return null;
      },
    );

  return (
    <>
      <CareersHeader
        title={candidate.fullName}
        actions={
          <Button
            size="sm"
            variant={archived ? 'outline-success' : 'outline-danger'}
            onClick={() => setConfirming(true)}
          >
            {t(archived ? 'careers.candidatePage.restore' : 'careers.candidatePage.archive')}
          </Button>
        }
      />
      <EditConflictAlert conflict={conflict} />
      <Row>
        <Col lg={4}>
          <Card className="mb-4">
            <Card.Body>
              <div className="d-flex align-items-center justify-content-between mb-3">
                <h2 className="h5 mb-0">{t('careers.candidatePage.profile')}</h2>
                <AccountStatusBadge of="candidate" status={candidate.status} />
              </div>
              <dl className="row small mb-0 careers-facts">
                <Fact
                  label={t('careers.candidate.email')}
                  value={<a href={`mailto:${candidate.email}`}>{candidate.email}</a>}
                  valueClassName="text-break"
                />
                <Fact label={t('careers.candidate.phone')} value={candidate.phone ?? '—'} />
                <ProgrammeFacts candidate={candidate} />
                <Fact
                  label={t('careers.candidate.registered')}
                  value={formatDate(candidate.createdAt)}
                />
              </dl>
              {candidate.bio && <p className="small mt-3 mb-0 careers-prewrap">{candidate.bio}</p>}
              {candidate.skills.length > 0 && (
                <div
                  className="d-flex flex-wrap gap-1 mt-3"
                  aria-label={t('careers.candidate.skills')}
                >
                  {candidate.skills.map((skill) => (
                    <Badge key={skill} bg="light-primary" pill>
                      {skill}
                    </Badge>
                  ))}
                </div>
              )}
              {candidate.links.length > 0 && (
                <ul className="list-inline small mb-0 mt-3">
                  {candidate.links.map((link) => (
                    <li key={link.url} className="list-inline-item">
                      <ExternalLink href={link.url}>{link.label}</ExternalLink>
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card>
          <TagsCard subject="candidate" subjectId={id} />
        </Col>
        <Col lg={8}>
          <NotesCard subject="candidate" subjectId={id} />
          <CandidateApplicationsCard id={id} applications={applications} />
          <CandidateDocumentsCard id={id} documents={documents} />
          <CandidateMailCard candidateId={id} candidateName={candidate.fullName} />
        </Col>
      </Row>
      <ConfirmDialog
        show={confirming}
        title={t(
          archived ? 'careers.candidatePage.restoreTitle' : 'careers.candidatePage.archiveTitle',
        )}
        body={t(
          archived ? 'careers.candidatePage.restoreBody' : 'careers.candidatePage.archiveBody',
          {
            name: candidate.fullName,
          },
        )}
        confirmLabel={t(
          archived ? 'careers.candidatePage.restore' : 'careers.candidatePage.archive',
        )}
        variant={archived ? 'success' : 'danger'}
        busy={toggling.busy}
        error={toggling.error}
        onConfirm={() => void toggle()}
        onCancel={() => {
          setConfirming(false);
          toggling.clearError();
        }}
      />
    </>
  );
}

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useParams } from 'react-router';
import type { ApplicationStatus } from '@careers/contracts';
import { useGetApplicationQuery } from '../../../core/api/applications.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { RecordPending } from '../shared/load-state.tsx';
import { ApplicationStatusBadge } from '../shared/status-badge.tsx';
import { ApplicationDocuments } from './application-documents.tsx';
import { ApplicationHistoryCard, CoverNoteCard } from './application-history-card.tsx';
import { CandidateCard, VacancyCard } from './application-related-cards.tsx';
import { ApplicationScorecardsCard } from './application-scorecards-card.tsx';
import { ApplicationScreeningCard } from './application-screening-card.tsx';
import { applicationActions } from './application-status-actions.ts';
import { NotesCard } from '../reviewing/notes-card.tsx';
import { RatingCard } from '../reviewing/rating-card.tsx';
import { TagsCard } from '../reviewing/tags-card.tsx';
import { ConfirmMoveDialog } from './confirm-move-dialog.tsx';
import { OfferCard } from './offer-card.tsx';
import { ApplicationBookingsCard } from '../bookings/application-bookings-card.tsx';
import '../shared/careers.scss';
import { useApplicationTriage } from './triage/application-triage.tsx';
import { useQuickMove, type PendingMove } from './triage/quick-move.ts';
import { UndoBar } from './triage/undo-bar.tsx';

export function ApplicationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const read = useGetApplicationQuery(id);
  const application = read.currentData ?? null;
  const [pending, setPending] = useState<PendingMove | null>(null);
  const quick = useQuickMove();
  /** Good news goes in one click (with the undo bar); anything else asks first. */
  const moveTo = (to: ApplicationStatus) => {
    if (application) void quick.request(application, to, setPending);
  };
  const triage = useApplicationTriage(id, moveTo, () => void quick.undo());

  if (!application) return <RecordPending read={read} lines={8} />;

  return (
    <div
      tabIndex={-1}
      onKeyDown={triage.onKeyDown}
      className="careers-triage-region"
      aria-label={t('careers.triage.applicationRegion')}
      role="region"
    >
      <CareersHeader
        title={t('careers.applicationPage.title', {
          candidate: application.candidateName,
          vacancy: application.vacancyTitle,
        })}
        actions={
          <div
            className="d-flex flex-wrap align-items-center gap-2"
            role="group"
            aria-label={t('careers.applicationPage.actions')}
          >
            <ApplicationStatusBadge status={application.status} />
            {applicationActions(application).map((action) => (
              <Button
                key={action.to}
                size="sm"
                variant={action.variant}
                disabled={quick.busy}
                onClick={() => moveTo(action.to)}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </div>
        }
      />
      {triage.nav}
      <Row>
        <Col lg={4}>
          <RatingCard applicationId={application.id} />
          <TagsCard subject="application" subjectId={application.id} />
          <CandidateCard candidateId={application.candidateId} applicationId={application.id} />
          <VacancyCard vacancyId={application.vacancyId} />
        </Col>
        <Col lg={8}>
          <ApplicationScorecardsCard applicationId={application.id} />
          <CoverNoteCard application={application} />
          <ApplicationBookingsCard application={application} />
          <OfferCard application={application} />
          <ApplicationScreeningCard answers={application.screeningAnswers} />
          <NotesCard subject="application" subjectId={application.id} />
          <ApplicationDocuments ids={application.documentIds} />
          <ApplicationHistoryCard applicationId={application.id} />
        </Col>
      </Row>
      <ConfirmMoveDialog
        pending={pending}
        preview
        onMoved={(to) =>
          void notify(
            'success',
            t('careers.applicationPage.moved', { status: t(`careers.applicationStatus.${to}`) }),
          )
        }
        onClose={() => setPending(null)}
      />
      {triage.dialog}
      <UndoBar />
    </div>
  );
}

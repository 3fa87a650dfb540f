import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isOneClickApplicationMove, type ApplicationStatus } from '@careers/contracts';
import {
  type ApplicationMove,
  useChangeApplicationStatusMutation,
  useGetApplicationEventsQuery,
  useGetApplicationQuery,
} from '../../../core/api/applications.ts';
import { useGetCandidateQuery } from '../../../core/api/candidates.ts';
import { useGetVacancyQuery } from '../../../core/api/vacancies.ts';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { EmptyState } from '../../../core/ui/state-views.tsx';
import { LoadState, RecordPending } from '../shared/load-state.tsx';
import { Fact } from '../shared/fact.tsx';
import { ApplicationStatusBadge, VacancyStatusBadge } from '../shared/status-badge.tsx';
import { ProgrammeFacts } from '../candidates/programme-facts.tsx';
import { ApplicationDocuments } from './application-documents.tsx';
import { ApplicationScreeningCard } from './application-screening-card.tsx';
import { applicationActions, type ApplicationAction } from './application-status-actions.ts';
import { ApplicationTimeline } from './application-timeline.tsx';
import { NotesCard } from '../reviewing/notes-card.tsx';
import { RatingCard } from '../reviewing/rating-card.tsx';
import { TagsCard } from '../reviewing/tags-card.tsx';
import { MoveDialog } from './move-dialog.tsx';
import { MessageCandidateButton } from '../messages/message-candidate-button.tsx';
import { OfferCard } from './offer-card.tsx';
import { ApplicationBookingsCard } from '../bookings/application-bookings-card.tsx';
import '../shared/careers.scss';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { useListNeighbours } from './triage/list-neighbours.ts';
import { useQuickMove } from './triage/quick-move.ts';
import { triageKeyHandler, useShortcutsEnabled } from './triage/shortcuts.ts';
import { useShortcutsHelp } from './triage/shortcuts-dialog.tsx';
import { UndoBar } from './triage/undo-bar.tsx';

export function ApplicationPage() {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const read = useGetApplicationQuery(id);
  const application = read.currentData ?? null;
  const history = useGetApplicationEventsQuery(id);
  const events = history.currentData ?? [];
  const [changeStatus] = useChangeApplicationStatusMutation();
  const [pending, setPending] = useState<ApplicationAction | null>(null);
  const move = useAsyncAction();
  const quick = useQuickMove();
  const [quickBusy, setQuickBusy] = useState(false);
  const neighbours = useListNeighbours(id);
  const navigate = useNavigate();
  const help = useShortcutsHelp();
  const [shortcutsOn] = useShortcutsEnabled();

  const close = () => {
    setPending(null);
    move.clearError();
  };

  const confirm = (carried: Omit<ApplicationMove, 'status'>) => {
    if (!pending) return;
    void move.run(async () => {
      await changeStatus({ id, status: pending.to, ...carried }).unwrap();
      void notify(
        'success',
        t('careers.applicationPage.moved', {
          status: t(`careers.applicationStatus.${pending.to}`),
        }),
      );
      close();
    });
  };

  if (!application) return <RecordPending read={read} lines={8} />;

  const actions = applicationActions(application);
  /** Good news goes in one click (with the undo bar); anything else asks first. */
  const act = (action: ApplicationAction) => {
    if (!isOneClickApplicationMove(application.status, action.to)) {
      setPending(action);
      return;
    }
    setQuickBusy(true);
    quick
      .move(application, action.to)
      .catch((failure: unknown) => void notify('error', toApiError(failure).message))
      .finally(() => setQuickBusy(false));
  };
  const actTo = (to: ApplicationStatus) => {
    const action = actions.find((a) => a.to === to);
    if (action) act(action);
    else {
      void notify(
        'info',
        t('careers.triage.notAllowed', {
          from: t(`careers.applicationStatus.${application.status}`),
          to: t(`careers.applicationStatus.${to}`),
        }),
      );
    }
  };
  const go = (target: { href: string } | null) => {
    if (target) void navigate(target.href);
  };
  const onKeyDown = triageKeyHandler(shortcutsOn, {
    // The panel keeps focus, so the next key works on the next application.
    next: (region) => {
      go(neighbours.next);
      region.focus();
    },
    previous: (region) => {
      go(neighbours.previous);
      region.focus();
    },
    shortlist: () => actTo('shortlisted'),
    reject: () => actTo('rejected'),
    undo: () => void quick.undo(),
    help: help.open,
  });
  return (
    <div
      tabIndex={-1}
      onKeyDown={onKeyDown}
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
            {actions.map((action) => (
              <Button
                key={action.to}
                size="sm"
                variant={action.variant}
                disabled={quickBusy}
                onClick={() => act(action)}
              >
                {t(action.labelKey)}
              </Button>
            ))}
          </div>
        }
      />
      <nav
        className="d-flex flex-wrap align-items-center gap-2 mb-3"
        aria-label={t('careers.triage.listNav')}
      >
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!neighbours.previous}
          onClick={() => go(neighbours.previous)}
          aria-keyshortcuts={shortcutsOn ? 'k' : undefined}
        >
          {t('careers.triage.previous')}
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={!neighbours.next}
          onClick={() => go(neighbours.next)}
          aria-keyshortcuts={shortcutsOn ? 'j' : undefined}
        >
          {t('careers.triage.next')}
        </Button>
        {neighbours.position !== null && (
          <span className="small text-body-secondary">
            {t('careers.triage.position', { n: neighbours.position, total: neighbours.total })}
          </span>
        )}
        <span className="ms-auto">{help.button}</span>
      </nav>
      <Row>
        <Col lg={4}>
          <RatingCard applicationId={application.id} />
          <TagsCard subject="application" subjectId={application.id} />
          <CandidateCard candidateId={application.candidateId} applicationId={application.id} />
          <VacancyCard vacancyId={application.vacancyId} />
        </Col>
        <Col lg={8}>
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5 mb-2">{t('careers.applicationPage.coverNote')}</h2>
              <p className="small text-body-secondary mb-2">
                {t('careers.application.submittedAt')}: {formatDateTime(application.submittedAt)}
              </p>
              {application.coverNote ? (
                <p className="mb-0 careers-prewrap">{application.coverNote}</p>
              ) : (
                <p className="mb-0 text-body-secondary">
                  {t('careers.applicationPage.noCoverNote')}
                </p>
              )}
            </Card.Body>
          </Card>
          <ApplicationBookingsCard application={application} />
          <OfferCard application={application} />
          <ApplicationScreeningCard answers={application.screeningAnswers} />
          <NotesCard subject="application" subjectId={application.id} />
          <ApplicationDocuments ids={application.documentIds} />
          <Card className="mb-4">
            <Card.Body>
              <h2 className="h5 mb-3">{t('careers.applicationPage.history')}</h2>
              <LoadState
                failed={history.isError}
                loading={history.isFetching && events.length === 0}
                lines={3}
                onRetry={() => void history.refetch()}
              />
              {history.isSuccess && !history.isFetching && events.length === 0 && (
                <EmptyState text={t('careers.applicationPage.noHistory')} />
              )}
              {events.length > 0 && <ApplicationTimeline events={events} />}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <MoveDialog
        show={pending !== null}
        applicationId={application.id}
        to={pending?.to ?? null}
        messageRequired={pending?.needsReason ?? false}
        title={
          pending ? t('careers.applicationPage.confirmTitle', { action: t(pending.labelKey) }) : ''
        }
        body={
          pending ? (
            <p className="mb-0">
              {t('careers.applicationPage.confirmBody', {
                candidate: application.candidateName,
                from: t(`careers.applicationStatus.${application.status}`),
                to: t(`careers.applicationStatus.${pending.to}`),
              })}
            </p>
          ) : null
        }
        confirmLabel={pending ? t(pending.labelKey) : ''}
        variant={pending?.variant}
        busy={move.busy}
        error={move.error}
        onConfirm={confirm}
        onCancel={close}
      />
      {help.dialog}
      <UndoBar />
    </div>
  );
}

/** A card about a record the application refers to: a title, then the record once it is read. */
function RelatedCard<T>(props: {
  title: string;
  read: { currentData?: T; isError: boolean; refetch: () => unknown };
  lines: number;
  children: (record: T) => ReactNode;
}) {
  const record = props.read.currentData;
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">{props.title}</h2>
        <LoadState
          failed={!record && props.read.isError}
          loading={!record}
          lines={props.lines}
          onRetry={() => void props.read.refetch()}
        />
        {record && props.children(record)}
      </Card.Body>
    </Card>
  );
}

function CandidateCard({
  candidateId,
  applicationId,
}: {
  candidateId: string;
  applicationId: string;
}) {
  const { t } = useTranslation();
  const read = useGetCandidateQuery(candidateId);
  return (
    <RelatedCard title={t('careers.application.candidate')} read={read} lines={4}>
      {(candidate) => (
        <>
          <Link to={`/careers/candidates/${candidate.id}`} className="fw-semibold d-block">
            {candidate.fullName}
          </Link>
          <a href={`mailto:${candidate.email}`} className="small d-block mb-2 text-break">
            {candidate.email}
          </a>
          <dl className="row small mb-0 careers-facts">
            <ProgrammeFacts candidate={candidate} />
            {candidate.phone && (
              <Fact label={t('careers.candidate.phone')} value={candidate.phone} />
            )}
          </dl>
          {candidate.links.length > 0 && (
            <ul className="list-inline small mb-0 mt-2">
              {candidate.links.map((link) => (
                <li key={link.url} className="list-inline-item">
                  <ExternalLink href={link.url}>{link.label}</ExternalLink>
                </li>
              ))}
            </ul>
          )}
          <MessageCandidateButton
            candidateId={candidate.id}
            candidateName={candidate.fullName}
            applicationId={applicationId}
          />
        </>
      )}
    </RelatedCard>
  );
}

function VacancyCard({ vacancyId }: { vacancyId: string }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const read = useGetVacancyQuery(vacancyId);
  return (
    <RelatedCard title={t('careers.application.vacancy')} read={read} lines={3}>
      {(vacancy) => (
        <>
          <Link to={`/careers/vacancies/${vacancy.id}`} className="fw-semibold d-block">
            {vacancy.title}
          </Link>
          <p className="small text-body-secondary mb-2">
            {vacancy.employer.name} · {vacancy.location}
          </p>
          <div className="d-flex flex-wrap gap-2 align-items-center small">
            <VacancyStatusBadge status={vacancy.status} />
            <span>{t(`careers.vacancyType.${vacancy.type}`)}</span>
            <span>
              {t('careers.vacancy.closesAt')}: {formatDateTime(vacancy.closesAt)}
            </span>
          </div>
        </>
      )}
    </RelatedCard>
  );
}

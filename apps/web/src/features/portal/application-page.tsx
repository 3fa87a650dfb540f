import { applicationPipeline, type Application, type ApplicationEvent } from '@careers/contracts';
import { FileText } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import { serverMessage } from '../../core/api/api-error.ts';
import {
  useChangeApplicationStatusMutation,
  useGetApplicationEventsQuery,
  useGetApplicationQuery,
} from '../../core/api/applications.ts';
import { MY_LIBRARY, useGetDocumentsQuery } from '../../core/api/documents.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { ScreeningAnswers } from '../../core/ui/screening-answers.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { BackLink, PortalRecordPending, SectionCard, StatusBadge } from './portal-ui.tsx';
import { RecordColumns } from './record-columns.tsx';
import { OfferCard } from './offer-card.tsx';
import { InterviewBookingCard } from './interview-booking-card.tsx';
import './portal.scss';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { useConfirmed } from '../../core/hooks/use-confirmed.ts';

function Pipeline({ application }: { application: Application }) {
  const { t } = useTranslation();
  const at = (applicationPipeline as readonly string[]).indexOf(application.status);
  if (at < 0) return null;
  return (
    <ol className="portal-pipeline mt-3" aria-label={t('portal.application.progress')}>
      {applicationPipeline.map((s, i) => (
        <li
          key={s}
          className={`${i <= at ? 'done' : ''}${i === at ? ' current' : ''}`}
          aria-current={i === at ? 'step' : undefined}
        >
          {t(`portal.status.${s}`)}
        </li>
      ))}
    </ol>
  );
}

function Timeline({ events }: { events: ApplicationEvent[] }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  return (
    <ol className="portal-timeline">
      {events.map((e) => (
        <li key={e.id}>
          <div className="d-flex flex-wrap justify-content-between gap-2">
            <span className="fw-semibold">
              {e.from
                ? t('portal.application.moved', { to: t(`portal.status.${e.to}`) })
                : t('portal.application.submittedEvent')}
            </span>
            <time className="small text-body-secondary" dateTime={e.createdAt}>
              {formatDateTime(e.createdAt)}
            </time>
          </div>
          <small className="text-body-secondary">
            {t(`portal.application.actor.${e.actorRole}`, { name: e.actorName ?? '' })}
          </small>
          {e.reason && <p className="mb-0 mt-1 small fst-italic">“{e.reason}”</p>}
        </li>
      ))}
    </ol>
  );
}

/** One of the candidate's applications: status, history, documents, and withdrawing. */
export function MyApplicationPage() {
  const { formatDate, formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { id = '' } = useParams();
  const read = useGetApplicationQuery(id);
  const history = useGetApplicationEventsQuery(id);
  const documents = useGetDocumentsQuery(MY_LIBRARY);
  const [changeStatus] = useChangeApplicationStatusMutation();
  const withdrawal = useConfirmed(
    async (application: Application) => {
      // The answer lands in the cache; the history is asked for again (its tag is invalidated).
      await changeStatus({ id: application.id, status: 'withdrawn' }).unwrap();
      void notify('success', t('portal.application.withdrawn'));
    },
    (failure) => serverMessage(failure) ?? t('portal.application.withdrawFailed'),
  );

  const back = <BackLink to="/portal/applications" label={t('portal.application.back')} />;
  const reads = [read, history, documents];
  if (
    reads.some((r) => r.isError) ||
    !read.currentData ||
    !history.currentData ||
    !documents.currentData
  ) {
    return (
      <PortalRecordPending reads={reads} notFound={t('portal.application.notFound')} back={back} />
    );
  }
  const application = read.currentData;
  const events = history.currentData;
  const library = documents.currentData.data;

  const canWithdraw = application.allowedNext.includes('withdrawn');

  return (
    <>
      <PageHeader title={application.vacancyTitle} breadcrumb={meta.breadcrumb} actions={back} />
      <RecordColumns
        main={
          <>
            <section className="card mb-4" aria-labelledby="status-heading">
              <div className="card-body">
                <div className="d-flex flex-wrap align-items-center gap-2 justify-content-between">
                  <div>
                    <h2 id="status-heading" className="h6 mb-1">
                      {t('portal.application.statusHeading')}
                    </h2>
                    <StatusBadge status={application.status} />
                  </div>
                  {canWithdraw && (
                    <button
                      type="button"
                      className="btn btn-outline-danger"
                      onClick={() => withdrawal.ask(application)}
                    >
                      {t('portal.application.withdraw')}
                    </button>
                  )}
                </div>
                <Pipeline application={application} />
              </div>
            </section>
            <InterviewBookingCard application={application} />
            <OfferCard application={application} />
            <SectionCard headingId="history-heading" title={t('portal.application.history')}>
              <Timeline events={events} />
            </SectionCard>
          </>
        }
        aside={
          <>
            <SectionCard headingId="summary-heading" title={t('portal.application.summary')}>
              <dl className="small mb-0">
                <dt className="text-body-secondary fw-normal">
                  {t('portal.applications.vacancy')}
                </dt>
                <dd>
                  <Link to={`/portal/vacancies/${application.vacancyId}`}>
                    {application.vacancyTitle}
                  </Link>
                  <span className="d-block text-body-secondary">{application.employerName}</span>
                </dd>
                <dt className="text-body-secondary fw-normal">
                  {t('portal.applications.submitted')}
                </dt>
                <dd>{formatDateTime(application.submittedAt)}</dd>
                <dt className="text-body-secondary fw-normal">{t('portal.apply.coverNote')}</dt>
                <dd className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                  {application.coverNote || t('portal.application.noCoverNote')}
                </dd>
              </dl>
            </SectionCard>
            {application.screeningAnswers && application.screeningAnswers.length > 0 && (
              <SectionCard headingId="answers-heading" title={t('portal.application.answers')}>
                <ScreeningAnswers answers={application.screeningAnswers} />
              </SectionCard>
            )}
            <SectionCard headingId="attached-heading" title={t('portal.application.documents')}>
              {application.documentIds.length === 0 ? (
                <p className="text-body-secondary small mb-0">
                  {t('portal.application.noDocuments')}
                </p>
              ) : (
                <ul className="list-unstyled mb-0">
                  {application.documentIds.map((docId) => {
                    const doc = library.find((d) => d.id === docId);
                    return (
                      <li key={docId} className="d-flex gap-2 mb-2">
                        <FileText
                          size={16}
                          className="flex-shrink-0 mt-1 text-primary"
                          aria-hidden="true"
                        />
                        {doc ? (
                          <span className="text-break">
                            {doc.fileName}
                            <small className="d-block text-body-secondary">
                              {t(`portal.kinds.${doc.kind}`)} · {formatDate(doc.createdAt)}
                            </small>
                          </span>
                        ) : (
                          <span className="text-body-secondary small">
                            {t('portal.application.removedDocument')}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              )}
            </SectionCard>
          </>
        }
      />
      <ConfirmDialog
        {...withdrawal.dialog}
        title={t('portal.application.withdrawTitle')}
        body={t('portal.application.withdrawText', { title: application.vacancyTitle })}
        confirmLabel={t('portal.application.confirmWithdraw')}
        cancelLabel={t('portal.application.keep')}
        variant="danger"
      />
    </>
  );
}

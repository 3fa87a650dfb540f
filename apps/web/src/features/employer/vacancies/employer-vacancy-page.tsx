import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Edit2, Send } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useParams } from 'react-router';
import type { Vacancy } from '@careers/contracts';
import { useGetVacancyQuery, useSubmitVacancyMutation } from '../../../core/api/vacancies.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { MarkdownView } from '../../../core/markdown/markdown-view.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { EmployerVacancyPending } from './employer-vacancy-pending.tsx';
import { EmployerVacancyStatusBadge, isEditable } from './employer-vacancy-status.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';
import { EmployerVacancySlots, offersSlots } from './employer-vacancy-slots.tsx';

/**
 * One of the organisation's vacancies: where it stands, staff's note or reason, and, while it is
 * a draft or declined, edit and submit for approval; otherwise the careers service changes it.
 */
export function EmployerVacancyPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const { id = '' } = useParams();
  const read = useGetVacancyQuery(id);
  const vacancy = read.currentData;
  const [submit] = useSubmitVacancyMutation();
  const [confirming, setConfirming] = useState(false);
  const sending = useAsyncAction();

  if (!vacancy) return <EmployerVacancyPending read={read} />;

  const editable = isEditable(vacancy);
  const close = () => {
    setConfirming(false);
    sending.clearError();
  };
  return (
    <>
      <PageHeader
        title={vacancy.title}
        breadcrumb={meta.breadcrumb}
        actions={
          editable && (
            <div className="d-flex flex-wrap gap-2">
              <Button size="sm" variant="primary" onClick={() => setConfirming(true)}>
                <Send size={14} aria-hidden="true" className="me-1" />
                {t('employerVacancies.detail.submit')}
              </Button>
              <Link
                to={`/employer/vacancies/${vacancy.id}/edit`}
                className="btn btn-sm btn-outline-primary"
              >
                <Edit2 size={14} aria-hidden="true" className="me-1" />
                {t('employerVacancies.detail.edit')}
              </Link>
            </div>
          )
        }
      />
      <ApprovalState vacancy={vacancy} />
      <Row>
        <Col lg={4} className="order-lg-2">
          <Facts vacancy={vacancy} />
        </Col>
        <Col lg={8}>
          <PartCard title={t('employerVacancies.fields.description')}>
            <MarkdownView source={vacancy.description} />
          </PartCard>
          {offersSlots(vacancy) && <EmployerVacancySlots vacancy={vacancy} />}
        </Col>
      </Row>
      <ConfirmDialog
        show={confirming}
        title={t('employerVacancies.detail.submitTitle')}
        body={t('employerVacancies.detail.submitBody', { title: vacancy.title })}
        confirmLabel={t('employerVacancies.detail.submit')}
        busy={sending.busy}
        error={sending.error}
        onCancel={close}
        onConfirm={() =>
          void sending.run(async () => {
            await submit(vacancy.id).unwrap();
            void notify('success', t('employerVacancies.detail.submitted'));
            close();
          })
        }
      />
    </>
  );
}

/** What the contact should know about the approval: the note, the reason, or who to ask. */
function ApprovalState({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const note = vacancy.reviewNote && (
    <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
      {vacancy.reviewNote}
    </p>
  );
  switch (vacancy.status) {
    case 'draft':
      return vacancy.reviewNote ? (
        <Alert variant="warning">
          <h2 className="alert-heading h6">{t('employerVacancies.detail.changesRequested')}</h2>
          {note}
        </Alert>
      ) : (
        <Alert variant="secondary">{t('employerVacancies.detail.draftHelp')}</Alert>
      );
    case 'declined':
      return (
        <Alert variant="danger">
          <h2 className="alert-heading h6">{t('employerVacancies.detail.declined')}</h2>
          {note}
          <p className="mb-0 mt-2">{t('employerVacancies.detail.declinedHelp')}</p>
        </Alert>
      );
    case 'pending_approval':
      return (
        <Alert variant="info">
          {t('employerVacancies.detail.waiting', {
            date: formatDateTime(vacancy.submittedAt),
          })}
        </Alert>
      );
    default:
      return <Alert variant="light">{t('employerVacancies.detail.askCareers')}</Alert>;
  }
}

function Facts({ vacancy }: { vacancy: Vacancy }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const facts: [string, string][] = [
    [t('employerVacancies.fields.location'), vacancy.location],
    [t('employerVacancies.fields.workplace'), t(`careers.workplace.${vacancy.workplace}`)],
    [t('employerVacancies.fields.type'), t(`careers.vacancyType.${vacancy.type}`)],
    [t('employerVacancies.fields.sector'), vacancy.sector],
    [t('employerVacancies.fields.positions'), String(vacancy.positions)],
    [t('employerVacancies.fields.closesAt'), formatDateTime(vacancy.closesAt)],
    [
      t('employerVacancies.fields.requiredDocuments'),
      vacancy.requiredDocuments.map((k) => t(`careers.documentKind.${k}`)).join(', ') || '—',
    ],
  ];
  return (
    <PartCard
      title={t('employerVacancies.detail.details')}
      aside={<EmployerVacancyStatusBadge status={vacancy.status} />}
    >
      <dl className="row mb-0">
        {facts.map(([label, value]) => (
          <div key={label} className="col-12 mb-2">
            <dt className="small text-body-secondary">{label}</dt>
            <dd className="mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </PartCard>
  );
}

import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Edit2, Trash2 } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useChangeVacancyStatusMutation,
  useDeleteVacancyMutation,
  useGetVacancyQuery,
  useReviewVacancyMutation,
} from '../../../core/api/vacancies.ts';
import { MarkdownView } from '../../../core/markdown/markdown-view.tsx';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { RecordPending } from '../shared/load-state.tsx';
import { VacancyApplicationsCard } from './vacancy-applications-card.tsx';
import { VacancyCriteriaCard } from './vacancy-criteria-card.tsx';
import { VacancyFacts } from './vacancy-facts-card.tsx';
import { ReviewNotice } from './vacancy-review-notice.tsx';
import { VacancyShortlistsCard } from '../shortlists/vacancy-shortlists-card.tsx';
import {
  reviewActions,
  vacancyActions,
  type ReviewAction,
  type VacancyAction,
} from './vacancy-status-actions.ts';
import '../shared/careers.scss';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { PartCard } from '../../../core/ui/part-card.tsx';

type Pending =
  | { kind: 'status'; action: VacancyAction }
  | { kind: 'review'; action: ReviewAction }
  | { kind: 'delete' };

/** A move the vacancy may make (a status, an approval decision): it asks first. */
function ActionButton(props: {
  action: { variant: string; labelKey: string };
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button size="sm" variant={props.action.variant} onClick={props.onClick}>
      {t(props.action.labelKey)}
    </Button>
  );
}

export function VacancyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const read = useGetVacancyQuery(id);
  const vacancy = read.currentData ?? null;
  const [deleteVacancy] = useDeleteVacancyMutation();
  const [changeStatus] = useChangeVacancyStatusMutation();
  const [review] = useReviewVacancyMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const change = useAsyncAction();

  const close = () => {
    setPending(null);
    change.clearError();
  };

  const confirm = (reason: string) => {
    if (!pending || !vacancy) return;
    void change.run(async () => {
      if (pending.kind === 'delete') {
        await deleteVacancy(vacancy.id).unwrap();
        void notify('success', t('careers.vacancyPage.deleted'));
        void navigate('/careers/vacancies');
      } else if (pending.kind === 'review') {
        const { decision } = pending.action;
        const saved = await review({
          id: vacancy.id,
          decision,
          ...(reason ? { note: reason } : {}),
        }).unwrap();
        void notify(
          'success',
          t('careers.vacancyPage.statusChanged', {
            status: t(`careers.vacancyStatus.${saved.status}`),
          }),
        );
      } else {
        const to = pending.action.to;
        await changeStatus({ id: vacancy.id, status: to, ...(reason ? { reason } : {}) }).unwrap();
        void notify(
          'success',
          t('careers.vacancyPage.statusChanged', { status: t(`careers.vacancyStatus.${to}`) }),
        );
      }
      close();
    });
  };

  if (!vacancy) return <RecordPending read={read} lines={8} />;

  const actions = vacancyActions(vacancy.status, vacancy.createdByRole);
  const decisions = reviewActions(vacancy.status);
  const dialogLabel = pending && pending.kind !== 'delete' ? t(pending.action.labelKey) : '';
  return (
    <>
      <CareersHeader
        title={vacancy.title}
        actions={
          <div className="d-flex flex-wrap gap-2">
            {decisions.map((action) => (
              <ActionButton
                key={action.decision}
                action={action}
                onClick={() => setPending({ kind: 'review', action })}
              />
            ))}
            {actions.map((action) => (
              <ActionButton
                key={action.to}
                action={action}
                onClick={() => setPending({ kind: 'status', action })}
              />
            ))}
            <Link
              to={`/careers/vacancies/${vacancy.id}/board`}
              className="btn btn-sm btn-outline-primary"
            >
              {t('careers.board.open')}
            </Link>
            {vacancy.status !== 'archived' && (
              <Link
                to={`/careers/vacancies/${vacancy.id}/edit`}
                className="btn btn-sm btn-outline-primary"
              >
                <Edit2 size={14} aria-hidden="true" className="me-1" />
                {t('careers.common.edit')}
              </Link>
            )}
            {vacancy.status === 'draft' && (
              <Button
                size="sm"
                variant="outline-danger"
                onClick={() => setPending({ kind: 'delete' })}
              >
                <Trash2 size={14} aria-hidden="true" className="me-1" />
                {t('careers.common.delete')}
              </Button>
            )}
          </div>
        }
      />
      <ReviewNotice vacancy={vacancy} />
      <Row>
        <Col lg={4} className="order-lg-2">
          <VacancyFacts vacancy={vacancy} />
          <VacancyCriteriaCard vacancyId={vacancy.id} />
        </Col>
        <Col lg={8}>
          <PartCard title={t('careers.vacancy.description')}>
            <MarkdownView source={vacancy.description} />
          </PartCard>
          <VacancyApplicationsCard
            vacancyId={vacancy.id}
            organisation={{ id: vacancy.organisationId, name: vacancy.employer.name }}
          />
          <VacancyShortlistsCard vacancyId={vacancy.id} />
        </Col>
      </Row>
      <ConfirmDialog
        show={pending !== null}
        title={
          pending?.kind === 'delete'
            ? t('careers.vacancyPage.deleteTitle')
            : pending
              ? t('careers.vacancyPage.confirmTitle', { action: dialogLabel })
              : ''
        }
        body={
          pending?.kind === 'delete'
            ? t('careers.vacancyPage.deleteBody', { title: vacancy.title })
            : pending?.kind === 'review'
              ? t(`careers.review.confirm.${pending.action.decision}`, { title: vacancy.title })
              : pending
                ? t('careers.vacancyPage.confirmBody', {
                    title: vacancy.title,
                    from: t(`careers.vacancyStatus.${vacancy.status}`),
                    to: t(`careers.vacancyStatus.${pending.action.to}`),
                  })
                : ''
        }
        confirmLabel={pending?.kind === 'delete' ? t('careers.common.delete') : dialogLabel}
        variant={pending?.kind === 'delete' ? 'danger' : (pending?.action.variant ?? 'primary')}
        {...(pending?.kind === 'review' && pending.action.needsNote
          ? {
              reason: {
                label: t(
                  pending.action.decision === 'decline'
                    ? 'careers.review.reasonLabel'
                    : 'careers.review.noteLabel',
                ),
                required: true,
              },
            }
          : {})}
        busy={change.busy}
        error={change.error}
        onConfirm={confirm}
        onCancel={close}
      />
    </>
  );
}

import {
  nextOrganisationStatuses,
  organisationStatusesNeedingReason,
  type OrganisationDetail,
  type OrganisationStatus,
} from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Edit2, GitMerge } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useParams } from 'react-router';
import {
  useDecideOrganisationMutation,
  useGetOrganisationQuery,
  useUpdateOrganisationMutation,
} from '../../../core/api/organisations.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { InvitationsCard } from '../../../core/ui/organisation-invitations-card.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { Fact } from '../shared/fact.tsx';
import { RecordPending } from '../shared/load-state.tsx';
import { OrganisationContactsCard } from './organisation-contacts-card.tsx';
import { OrganisationHistoryCard } from './organisation-history-card.tsx';
import { OrganisationLogo } from './organisation-logo.tsx';
import { MergeDialog } from './organisation-merge-dialog.tsx';
import { OrganisationNotesCard } from './organisation-notes-card.tsx';
import {
  organisationProfileValues,
  type OrganisationProfileValues,
} from '../../../core/forms/organisation-profile.ts';
import { ProfileDialog, profileInput } from './organisation-profile-form.tsx';
import { OrganisationStatusBadge } from './organisation-status-badge.tsx';
import { OrganisationVacanciesCard } from './organisation-vacancies-card.tsx';
import '../shared/careers.scss';

/** The words of a decision's button: approving a pending one, or reinstating one. */
function decisionLabel(from: OrganisationStatus, to: OrganisationStatus): string {
  if (to === 'approved') return from === 'pending' ? 'approve' : 'reinstate';
  return to === 'rejected' ? 'reject' : 'suspend';
}

export function OrganisationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const read = useGetOrganisationQuery(id);
  const organisation = read.currentData ?? null;
  const [decide] = useDecideOrganisationMutation();
  const [updateOrganisation] = useUpdateOrganisationMutation();
  const [deciding, setDeciding] = useState<OrganisationStatus | null>(null);
  const [editing, setEditing] = useState<OrganisationProfileValues | null>(null);
  const [editField, setEditField] = useState<string | undefined>();
  const [merging, setMerging] = useState(false);
  const decision = useAsyncAction();
  const edit = useAsyncAction();

  if (!organisation) return <RecordPending read={read} lines={8} />;

  const moves = nextOrganisationStatuses(organisation.status);
  const confirmDecision = (reason: string) => {
    if (!deciding) return;
    const to = deciding;
    void decision.run(async () => {
      await decide({ id: organisation.id, status: to, ...(reason ? { reason } : {}) }).unwrap();
      void notify(
        'success',
        t('careers.organisationPage.decided', {
          name: organisation.name,
          status: t(`careers.organisationStatus.${to}`),
        }),
      );
      setDeciding(null);
    });
  };
  const saveProfile = () => {
    if (!editing) return;
    setEditField(undefined);
    void edit.run(
      async () => {
        await updateOrganisation({
          id: organisation.id,
          input: { ...profileInput(editing), expectedUpdatedAt: organisation.updatedAt },
        }).unwrap();
        void notify('success', t('careers.organisationPage.saved'));
        setEditing(null);
      },
      (failure) => {
        setEditField(failure.field);
        return failure.status === 409 && failure.field === 'expectedUpdatedAt'
          ? t('careers.organisationPage.stale')
          : failure.message;
      },
    );
  };

  return (
    <>
      <CareersHeader
        title={organisation.name}
        actions={
          <div className="d-flex flex-wrap gap-2">
            {moves.map((to) => {
              const label = decisionLabel(organisation.status, to);
              return (
                <Button
                  key={to}
                  size="sm"
                  variant={to === 'approved' ? 'success' : 'outline-danger'}
                  onClick={() => setDeciding(to)}
                >
                  {t(`careers.organisationAction.${label}`)}
                </Button>
              );
            })}
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => {
                edit.clearError();
                setEditing(organisationProfileValues(organisation));
              }}
            >
              <Edit2 size={14} aria-hidden="true" className="me-1" />
              {t('careers.common.edit')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => setMerging(true)}>
              <GitMerge size={14} aria-hidden="true" className="me-1" />
              {t('careers.organisationPage.merge')}
            </Button>
          </div>
        }
      />
      <Row>
        <Col lg={4} className="order-lg-2">
          <OrganisationFacts organisation={organisation} />
          <OrganisationNotesCard organisationId={organisation.id} />
        </Col>
        <Col lg={8}>
          <OrganisationContactsCard organisation={organisation} />
          <InvitationsCard
            organisationId={organisation.id}
            canInvite
            title={t('careers.organisationPage.invitations')}
          />
          <OrganisationVacanciesCard organisationId={organisation.id} />
          <OrganisationHistoryCard organisationId={organisation.id} />
        </Col>
      </Row>
      <ConfirmDialog
        show={deciding !== null}
        title={
          deciding
            ? t('careers.organisationPage.decideTitle', {
                action: t(
                  `careers.organisationAction.${decisionLabel(organisation.status, deciding)}`,
                ),
                name: organisation.name,
              })
            : ''
        }
        body={deciding ? t(`careers.organisationPage.decideBody.${deciding}`) : ''}
        reason={
          deciding && organisationStatusesNeedingReason.includes(deciding)
            ? { label: t('careers.organisationPage.reason'), required: true }
            : undefined
        }
        confirmLabel={
          deciding
            ? t(`careers.organisationAction.${decisionLabel(organisation.status, deciding)}`)
            : ''
        }
        variant={deciding === 'approved' ? 'success' : 'danger'}
        busy={decision.busy}
        error={decision.error}
        onConfirm={confirmDecision}
        onCancel={() => {
          decision.clearError();
          setDeciding(null);
        }}
      />
      {editing && (
        <ProfileDialog
          show
          title={t('careers.organisationPage.editTitle')}
          submitLabel={t('careers.organisationPage.save')}
          values={editing}
          onChange={setEditing}
          busy={edit.busy}
          error={edit.error}
          field={editField}
          onSubmit={saveProfile}
          onCancel={() => setEditing(null)}
        />
      )}
      <MergeDialog show={merging} organisation={organisation} onClose={() => setMerging(false)} />
    </>
  );
}

function OrganisationFacts({ organisation }: { organisation: OrganisationDetail }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  return (
    <Card className="mb-4">
      <Card.Body>
        <div className="d-flex align-items-center justify-content-between mb-3">
          <h2 className="h5 mb-0">{t('careers.organisationPage.profile')}</h2>
          <OrganisationStatusBadge status={organisation.status} />
        </div>
        <OrganisationLogo organisation={organisation} />
        <dl className="row mb-0 careers-facts">
          {organisation.website && (
            <Fact
              label={t('careers.organisation.website')}
              value={<ExternalLink href={organisation.website} className="text-break" />}
            />
          )}
          <Fact label={t('careers.organisation.sector')} value={organisation.sector ?? '—'} />
          <Fact
            label={t('careers.organisation.size')}
            value={
              organisation.size
                ? t(`careers.organisationSize.${organisation.size}`)
                : t('careers.organisation.sizeUnknown')
            }
          />
          {organisation.address && (
            <Fact
              label={t('careers.organisation.address')}
              value={organisation.address}
              valueClassName="text-break"
            />
          )}
          <Fact label={t('careers.organisation.vacancies')} value={organisation.vacancyCount} />
          <Fact
            label={t('careers.organisation.applications')}
            value={organisation.applicationCount}
          />
          {organisation.statusReason && (
            <Fact
              label={t('careers.organisationPage.reason')}
              value={organisation.statusReason}
              valueClassName="text-break"
            />
          )}
          {organisation.decidedAt && (
            <Fact
              label={t('careers.organisationPage.decidedBy')}
              value={`${organisation.decidedBy ?? t('careers.actor.unknown')} · ${formatDateTime(organisation.decidedAt)}`}
            />
          )}
          <Fact
            label={t('careers.organisationPage.createdAt')}
            value={formatDateTime(organisation.createdAt)}
          />
        </dl>
        {organisation.description && (
          <p className="mt-3 mb-0 text-break" style={{ whiteSpace: 'pre-line' }}>
            {organisation.description}
          </p>
        )}
      </Card.Body>
    </Card>
  );
}

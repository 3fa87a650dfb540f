import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  OFFER_CONDITIONS_MAX,
  OFFER_TEXT_MAX,
  createOfferInputSchema,
  type Application,
  type Offer,
} from '@careers/contracts';
import {
  useGetOffersQuery,
  useMakeOfferMutation,
  useRenegeOfferMutation,
  useUpdateOfferMutation,
} from '../../../core/api/offers.ts';
import { isoToLocalInput, localInputToIso } from '../../../core/format/local-input.ts';
import { useDateFormat } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { OfferStatusBadge, OfferTerms } from '../../../core/ui/offer-terms.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { LoadState } from '../shared/load-state.tsx';

type Fields = {
  roleTitle: string;
  pay: string;
  startDate: string;
  location: string;
  conditions: string;
  deadline: string;
};
const TEXT_FIELDS = ['roleTitle', 'pay', 'location'] as const;

const blank = (application: Application): Fields => ({
  roleTitle: application.vacancyTitle,
  pay: '',
  startDate: '',
  location: '',
  conditions: '',
  deadline: '',
});
const fromOffer = (offer: Offer): Fields => ({
  roleTitle: offer.roleTitle,
  pay: offer.pay,
  startDate: offer.startDate,
  location: offer.location,
  conditions: offer.conditions,
  deadline: isoToLocalInput(offer.deadline),
});

/** The terms form: making an offer, or editing a pending one. Checked with the contract's schema. */
function OfferForm(props: {
  initial: Fields;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (values: Fields & { deadline: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(props.initial);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const field = (key: keyof Fields, label: string, input: Record<string, unknown> = {}) => (
    <Form.Group key={key} controlId={`${id}-${key}`} className="mb-2">
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control
        size="sm"
        value={values[key]}
        isInvalid={invalid.has(key)}
        aria-invalid={invalid.has(key) || undefined}
        onChange={set(key)}
        {...input}
      />
    </Form.Group>
  );

  return (
    <Form
      noValidate
      aria-label={props.submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const deadline = values.deadline ? localInputToIso(values.deadline) : '';
        const parsed = createOfferInputSchema.safeParse({ ...values, deadline });
        if (!parsed.success) {
          setInvalid(new Set(parsed.error.issues.map((i) => String(i.path[0]))));
          return;
        }
        setInvalid(new Set());
        props.onSubmit({ ...values, deadline });
      }}
    >
      {TEXT_FIELDS.map((key) =>
        field(key, t(`frame.offer.${key}`), { maxLength: OFFER_TEXT_MAX, required: true }),
      )}
      {field('startDate', t('frame.offer.startDate'), { type: 'date', required: true })}
      {field('conditions', t('frame.offer.conditions'), {
        as: 'textarea',
        rows: 2,
        maxLength: OFFER_CONDITIONS_MAX,
      })}
      {field('deadline', t('careers.offers.deadlineField'), {
        type: 'datetime-local',
        required: true,
        'aria-describedby': `${id}-deadline-hint`,
      })}
      <Form.Text id={`${id}-deadline-hint`} className="d-block mb-2">
        {t('careers.offers.deadlineHint')}
      </Form.Text>
      {invalid.size > 0 && (
        <p className="small text-danger" role="alert">
          {t('careers.offers.invalid')}
        </p>
      )}
      <FailureAlert message={props.error} className="mb-2" />
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={props.busy}>
          {props.submitLabel}
        </Button>
        {props.onCancel && (
          <Button size="sm" variant="outline-secondary" onClick={props.onCancel}>
            {t('careers.offers.cancel')}
          </Button>
        )}
      </div>
    </Form>
  );
}

/**
 * The application's offer (issue 20): make one when the application is interviewing or offered
 * without one that stands; edit it while pending; mark an accepted one reneged, with a reason.
 */
export function OfferCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetOffersQuery(application.id);
  const [make] = useMakeOfferMutation();
  const [update] = useUpdateOfferMutation();
  const [renege] = useRenegeOfferMutation();
  const action = useAsyncAction();
  const [editing, setEditing] = useState(false);
  const [reneging, setReneging] = useState(false);

  const offers = read.currentData?.data;
  const [latest, ...earlier] = offers ?? [];
  const live = latest && (latest.status === 'pending' || latest.status === 'accepted');
  const canMake =
    !live && (application.status === 'interviewing' || application.status === 'offered');
  if (offers && offers.length === 0 && !canMake) return null;

  return (
    <TitledCard title={t('careers.offers.title')}>
      <LoadState
        failed={!offers && read.isError}
        loading={!offers}
        lines={4}
        onRetry={() => void read.refetch()}
      />
      {latest && !editing && (
        <section aria-label={t('careers.offers.title')} className="mb-3">
          <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
            <OfferStatusBadge status={latest.status} />
            {latest.madeByName && (
              <small className="text-body-secondary">
                {t('careers.offers.madeBy', {
                  name: latest.madeByName,
                  date: formatDateTime(latest.createdAt),
                })}
              </small>
            )}
          </div>
          <OfferTerms offer={latest} />
          <div className="d-flex gap-2 mt-2">
            {latest.status === 'pending' && (
              <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)}>
                {t('careers.offers.edit')}
              </Button>
            )}
            {latest.status === 'accepted' && (
              <Button size="sm" variant="outline-danger" onClick={() => setReneging(true)}>
                {t('careers.offers.renege')}
              </Button>
            )}
          </div>
        </section>
      )}
      {latest && editing && (
        <OfferForm
          initial={fromOffer(latest)}
          submitLabel={t('careers.offers.save')}
          busy={action.busy}
          error={action.error}
          onCancel={() => {
            setEditing(false);
            action.clearError();
          }}
          onSubmit={(values) =>
            void action
              .run(() =>
                update({ id: latest.id, applicationId: application.id, ...values }).unwrap(),
              )
              .then((ok) => {
                if (!ok) return;
                setEditing(false);
                void notify('success', t('careers.offers.saved'));
              })
          }
        />
      )}
      {offers && canMake && (
        <>
          <h3 className="h6">{t('careers.offers.make')}</h3>
          <p className="small text-body-secondary">{t('careers.offers.makeHint')}</p>
          <OfferForm
            initial={blank(application)}
            submitLabel={t('careers.offers.send')}
            busy={action.busy}
            error={action.error}
            onSubmit={(values) =>
              void action
                .run(() => make({ applicationId: application.id, ...values }).unwrap())
                .then((ok) => {
                  if (ok) void notify('success', t('careers.offers.made'));
                })
            }
          />
        </>
      )}
      {earlier.length > 0 && (
        <details className="mt-3">
          <summary className="small">{t('careers.offers.earlier')}</summary>
          <ul className="list-unstyled small mt-2 mb-0">
            {earlier.map((o) => (
              <li key={o.id} className="d-flex gap-2 align-items-center mb-1">
                <OfferStatusBadge status={o.status} />
                <span>
                  {o.roleTitle} · {formatDateTime(o.deadline)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
      <ConfirmDialog
        show={reneging}
        title={t('careers.offers.renegeTitle')}
        confirmLabel={t('careers.offers.renege')}
        variant="danger"
        reason={{ label: t('careers.offers.renegeReason'), required: true }}
        busy={action.busy}
        error={action.error}
        onConfirm={(reason) =>
          latest &&
          void action
            .run(() => renege({ id: latest.id, applicationId: application.id, reason }).unwrap())
            .then((ok) => {
              if (!ok) return;
              setReneging(false);
              void notify('success', t('careers.offers.reneged'));
            })
        }
        onCancel={() => {
          setReneging(false);
          action.clearError();
        }}
      />
    </TitledCard>
  );
}

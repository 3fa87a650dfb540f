import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { REASON_NAME_MAX, reasonKinds, type Reason, type ReasonKind } from '@careers/contracts';
import {
  useCreateReasonMutation,
  useDeleteReasonMutation,
  useGetReasonsQuery,
  useUpdateReasonMutation,
} from '../../../core/api/reasons.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';

/** A name and the kinds of move it applies to: the add form and a row being edited. */
function ReasonFields(props: {
  name: string;
  kinds: ReasonKind[];
  onName: (name: string) => void;
  onKinds: (kinds: ReasonKind[]) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <Form.Group controlId={`${id}-name`} className="flex-grow-1">
        <Form.Label className="small mb-1">{t('careers.reasons.manage.name')}</Form.Label>
        <Form.Control
          size="sm"
          value={props.name}
          maxLength={REASON_NAME_MAX}
          isInvalid={props.invalid && props.name.trim() === ''}
          onChange={(e) => props.onName(e.target.value)}
        />
      </Form.Group>
      <fieldset>
        <legend className="form-label small mb-1 float-none w-auto">
          {t('careers.reasons.manage.kinds')}
        </legend>
        <div className="d-flex gap-3">
          {reasonKinds.map((kind) => (
            <Form.Check
              key={kind}
              id={`${id}-${kind}`}
              label={t(`careers.reasons.kind.${kind}`)}
              checked={props.kinds.includes(kind)}
              isInvalid={props.invalid && props.kinds.length === 0}
              onChange={(e) =>
                props.onKinds(
                  e.currentTarget.checked
                    ? reasonKinds.filter((k) => k === kind || props.kinds.includes(k))
                    : props.kinds.filter((k) => k !== kind),
                )
              }
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

/**
 * The internal reasons staff choose when they reject or hold an application (issue 20): add,
 * rename, change kinds, retire or bring back; a reason no move used may be deleted.
 */
export function ReasonsCard() {
  const { t } = useTranslation();
  const reasons = useGetReasonsQuery({});
  const [create] = useCreateReasonMutation();
  const adding = useAsyncAction();
  const [name, setName] = useState('');
  const [kinds, setKinds] = useState<ReasonKind[]>(['rejected']);
  const [touched, setTouched] = useState(false);
  const list = reasons.currentData?.data ?? [];

  return (
    <TitledCard title={t('careers.reasons.manage.title')}>
      <p className="small text-body-secondary">{t('careers.reasons.manage.intro')}</p>
      <Form
        noValidate
        className="d-flex flex-wrap align-items-end gap-3 mb-3"
        aria-label={t('careers.reasons.manage.add')}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (name.trim() === '' || kinds.length === 0) return;
          void adding
            .run(() => create({ name: name.trim(), kinds }).unwrap())
            .then((ok) => {
              if (!ok) return;
              setName('');
              setKinds(['rejected']);
              setTouched(false);
            });
        }}
      >
        <ReasonFields
          name={name}
          kinds={kinds}
          onName={setName}
          onKinds={setKinds}
          invalid={touched}
        />
        <Button type="submit" size="sm" disabled={adding.busy}>
          {t('careers.reasons.manage.add')}
        </Button>
      </Form>
      <FailureAlert message={adding.error} className="mb-3" />
      {reasons.isError && !reasons.currentData ? (
        <ErrorState
          text={t('careers.common.loadFailed')}
          retryLabel={t('careers.common.retry')}
          onRetry={() => void reasons.refetch()}
        />
      ) : !reasons.currentData ? (
        <SkeletonLines lines={4} label={t('careers.common.loading')} />
      ) : (
        <ul className="list-group" aria-label={t('careers.reasons.manage.list')}>
          {list.map((reason) => (
            <ReasonRow key={reason.id} reason={reason} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

function ReasonRow({ reason }: { reason: Reason }) {
  const { t } = useTranslation();
  const [update] = useUpdateReasonMutation();
  const [remove] = useDeleteReasonMutation();
  const action = useAsyncAction();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(reason.name);
  const [kinds, setKinds] = useState<ReasonKind[]>(reason.kinds);
  const retired = reason.status === 'retired';

  if (editing) {
    return (
      <li className="list-group-item">
        <Form
          noValidate
          className="d-flex flex-wrap align-items-end gap-3"
          aria-label={t('careers.reasons.manage.editing', { name: reason.name })}
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '' || kinds.length === 0) return;
            void action
              .run(() => update({ id: reason.id, name: name.trim(), kinds }).unwrap())
              .then((ok) => ok && setEditing(false));
          }}
        >
          <ReasonFields name={name} kinds={kinds} onName={setName} onKinds={setKinds} invalid />
          <div className="d-flex gap-2">
            <Button type="submit" size="sm" disabled={action.busy}>
              {t('careers.reasons.manage.save')}
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                setEditing(false);
                setName(reason.name);
                setKinds(reason.kinds);
                action.clearError();
              }}
            >
              {t('frame.cancel')}
            </Button>
          </div>
        </Form>
        <FailureAlert message={action.error} className="mt-2 mb-0" />
      </li>
    );
  }

  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className={`fw-semibold me-1 ${retired ? 'text-body-secondary' : ''}`}>
          {reason.name}
        </span>
        {reason.kinds.map((kind) => (
          <Badge key={kind} pill bg={kind === 'rejected' ? 'light-danger' : 'light-secondary'}>
            {t(`careers.reasons.kind.${kind}`)}
          </Badge>
        ))}
        {retired && (
          <Badge pill bg="light-dark">
            {t('careers.reasons.retired')}
          </Badge>
        )}
        <span className="small text-body-secondary">
          {t('careers.reasons.manage.uses', { n: reason.uses })}
        </span>
        <div className="d-flex gap-2 ms-auto">
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => setEditing(true)}
            aria-label={t('careers.reasons.manage.editNamed', { name: reason.name })}
          >
            {t('careers.reasons.manage.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={action.busy}
            aria-label={t(
              retired
                ? 'careers.reasons.manage.restoreNamed'
                : 'careers.reasons.manage.retireNamed',
              { name: reason.name },
            )}
            onClick={() =>
              void action.run(() =>
                update({ id: reason.id, status: retired ? 'active' : 'retired' }).unwrap(),
              )
            }
          >
            {t(retired ? 'careers.reasons.manage.restore' : 'careers.reasons.manage.retire')}
          </Button>
          {reason.uses === 0 && (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={action.busy}
              aria-label={t('careers.reasons.manage.deleteNamed', { name: reason.name })}
              onClick={() => void action.run(() => remove(reason.id).unwrap())}
            >
              {t('careers.reasons.manage.delete')}
            </Button>
          )}
        </div>
      </div>
      <FailureAlert message={action.error} className="mt-2 mb-0" />
    </li>
  );
}

import {
  applicationStatuses,
  candidateLevels,
  type ApplicationStatus,
  type CandidateLevel,
  type GroupPreview,
  type MessageSegmentInput,
} from '@careers/contracts';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Users } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { usePreviewGroupMutation, useSendGroupMutation } from '../../../core/api/messages.ts';
import { useGetVacancyOptionsQuery } from '../../../core/api/vacancies.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { CareersHeader } from '../shared/careers-header.tsx';
import { ComposeFields, emptyDraft, splitFailure, type Draft } from './compose-fields.tsx';
import { GroupHistoryCard } from './group-history-card.tsx';
import { SuppressionsCard } from './suppressions-card.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';

type Kind = MessageSegmentInput['kind'];

/** The graduation years offered: five back and five ahead of this year. */
function yearChoices(): number[] {
  const year = new Date().getFullYear();
  return Array.from({ length: 11 }, (_, i) => year - 5 + i);
}

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** A fieldset of checkboxes choosing some of `values` (none chosen may mean any: `hint`). */
function CheckGroup<T extends string | number>(props: {
  id: string;
  legend: string;
  values: readonly T[];
  labelOf: (value: T) => string;
  checked: T[];
  onChange: (checked: T[]) => void;
  hint?: string;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.legend}</legend>
      <div className="d-flex flex-wrap gap-3">
        {props.values.map((v) => (
          <Form.Check
            key={v}
            id={`${props.id}-${v}`}
            label={props.labelOf(v)}
            checked={props.checked.includes(v)}
            onChange={() => props.onChange(toggle(props.checked, v))}
          />
        ))}
      </div>
      {props.hint && <Form.Text>{props.hint}</Form.Text>}
    </fieldset>
  );
}

/**
 * Staff write to a group: applicants of a vacancy in chosen statuses, or students and graduates by
 * level and graduation year. The reach is shown before sending; the emails then leave at the
 * service's rate behind transactional mail, and each copy lands in the portal inbox.
 */
export function GroupMessagesPage() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<Kind>('applicants');
  const [vacancyId, setVacancyId] = useState('');
  const [statuses, setStatuses] = useState<ApplicationStatus[]>(['submitted', 'under_review']);
  const [levels, setLevels] = useState<CandidateLevel[]>([]);
  const [years, setYears] = useState<number[]>([]);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [preview, setPreview] = useState<GroupPreview | null>(null);
  const { data: vacancies = [] } = useGetVacancyOptionsQuery();
  const [runPreview, previewing] = usePreviewGroupMutation();
  const [send, sending] = useSendGroupMutation();

  const segment: MessageSegmentInput =
    kind === 'applicants'
      ? { kind, vacancyId, statuses }
      : { kind, levels, graduationYears: years };
  // Any change to the group asks for its reach again.
  const changed =
    <A,>(set: (value: A) => void) =>
    (value: A) => {
      set(value);
      setPreview(null);
    };

  const failed = (failure: unknown) => {
    const error = toApiError(failure);
    const split = splitFailure(error);
    setErrors(split.fields);
    setGeneral(
      error.field === 'vacancyId' || error.field?.startsWith('segment')
        ? t('careers.messages.groupInvalid', { reason: error.message })
        : split.general,
    );
  };
  const check = async () => {
    setGeneral(null);
    if (kind === 'applicants' && !vacancyId) {
      setGeneral(t('careers.messages.chooseVacancy'));
      return;
    }
    try {
      setPreview(await runPreview(segment).unwrap());
    } catch (failure) {
      failed(failure);
    }
  };
  const submit = async () => {
    setErrors({});
    setGeneral(null);
    try {
      const group = await send({ segment, ...draft }).unwrap();
      void notify('success', t('careers.messages.groupSent', { count: group.recipients }));
      setDraft(emptyDraft);
      setPreview(null);
    } catch (failure) {
      failed(failure);
    }
  };

  return (
    <>
      <CareersHeader title={t('menu.groupMessages')} />
      <Row>
        <Col xl={7}>
          <PartCard title={t('careers.messages.composeGroup')}>
            {general && (
              <Alert variant="danger" role="alert">
                {general}
              </Alert>
            )}
            <Form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <fieldset className="mb-3">
                <legend className="form-label fs-6">{t('careers.messages.who')}</legend>
                {(['applicants', 'candidates'] as const).map((k) => (
                  <Form.Check
                    key={k}
                    type="radio"
                    id={`${id}-kind-${k}`}
                    name={`${id}-kind`}
                    label={t(`careers.messages.kind.${k}`)}
                    checked={kind === k}
                    onChange={() => changed(setKind)(k)}
                  />
                ))}
              </fieldset>
              {kind === 'applicants' ? (
                <>
                  <Form.Group className="mb-3" controlId={`${id}-vacancy`}>
                    <Form.Label>{t('careers.messages.vacancy')}</Form.Label>
                    <Form.Select
                      value={vacancyId}
                      onChange={(e) => changed(setVacancyId)(e.target.value)}
                    >
                      <option value="">{t('careers.messages.chooseVacancy')}</option>
                      {vacancies.map((v) => (
                        <option key={v.id} value={v.id}>
                          {v.title}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                  <CheckGroup
                    id={`${id}-status`}
                    legend={t('careers.messages.statuses')}
                    values={applicationStatuses}
                    labelOf={(s) => t(`careers.applicationStatus.${s}`)}
                    checked={statuses}
                    onChange={changed(setStatuses)}
                  />
                </>
              ) : (
                <>
                  <CheckGroup
                    id={`${id}-level`}
                    legend={t('careers.messages.levels')}
                    values={candidateLevels}
                    labelOf={(l) => t(`careers.level.${l}`)}
                    checked={levels}
                    onChange={changed(setLevels)}
                    hint={t('careers.messages.anyWhenNone')}
                  />
                  <CheckGroup
                    id={`${id}-year`}
                    legend={t('careers.messages.years')}
                    values={yearChoices()}
                    labelOf={String}
                    checked={years}
                    onChange={changed(setYears)}
                    hint={t('careers.messages.unsubscribeNote')}
                  />
                </>
              )}
              <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
                <Button
                  variant="outline-primary"
                  onClick={() => void check()}
                  disabled={previewing.isLoading}
                >
                  <Users size={14} aria-hidden="true" className="me-1" />
                  {t('careers.messages.checkReach')}
                </Button>
                <span role="status" className="small">
                  {preview &&
                    t('careers.messages.reach', {
                      count: preview.recipients,
                      minutes: preview.minutes,
                    })}
                  {preview && preview.unsubscribed > 0 && (
                    <> {t('careers.messages.reachUnsubscribed', { count: preview.unsubscribed })}</>
                  )}
                  {preview && preview.suppressed > 0 && (
                    <> {t('careers.messages.reachSuppressed', { count: preview.suppressed })}</>
                  )}
                </span>
              </div>
              <ComposeFields draft={draft} onChange={setDraft} errors={errors} />
              <div className="d-flex justify-content-end mt-3">
                <Button
                  type="submit"
                  disabled={!preview || preview.recipients === 0 || sending.isLoading}
                >
                  {preview
                    ? t('careers.messages.sendTo', { count: preview.recipients })
                    : t('careers.messages.sendAfterCheck')}
                </Button>
              </div>
            </Form>
          </PartCard>
        </Col>
        <Col xl={5}>
          <GroupHistoryCard />
          <SuppressionsCard />
        </Col>
      </Row>
    </>
  );
}

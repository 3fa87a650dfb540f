import {
  CRITERION_MAX,
  DEFAULT_SCORECARD_CRITERIA,
  SCORECARD_CRITERIA_MAX,
} from '@careers/contracts';
import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus, X } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useGetScorecardCriteriaQuery,
  useSetScorecardCriteriaMutation,
} from '../../../core/api/feedback.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';
import { SkeletonLines } from '../../../core/ui/state-views.tsx';
import { notify } from '../../../core/ui/toasts.tsx';

export type CriterionError = 'required' | 'duplicate' | 'tooLong' | null;

/** What is wrong with each criterion as typed (the server's rules: named, different, short). */
export function criteriaErrors(criteria: string[]): CriterionError[] {
  const names = criteria.map((c) => c.trim());
  return names.map((name, i) => {
    if (!name) return 'required';
    if (name.length > CRITERION_MAX) return 'tooLong';
    if (names.indexOf(name) !== i) return 'duplicate';
    return null;
  });
}

const sameList = (a: string[], b: string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const errorKey = {
  required: 'careers.feedback.criterionRequired',
  duplicate: 'careers.feedback.criterionDuplicate',
  tooLong: 'careers.feedback.criterionTooLong',
} as const;

function CriteriaEditor({
  vacancyId,
  initial,
  onDone,
}: {
  vacancyId: string;
  initial: string[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [criteria, setCriteria] = useState(initial);
  const [tried, setTried] = useState(false);
  const [setOnServer] = useSetScorecardCriteriaMutation();
  const save = useAsyncAction();
  const errors = criteriaErrors(criteria);
  const full = criteria.length >= SCORECARD_CRITERIA_MAX;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.some(Boolean)) return;
    void save.run(async () => {
      await setOnServer({ vacancyId, criteria: criteria.map((c) => c.trim()) }).unwrap();
      void notify('success', t('careers.feedback.criteriaSaved'));
      onDone();
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <ol className="list-unstyled mb-2">
        {criteria.map((criterion, index) => {
          const error = tried ? errors[index] : null;
          const inputId = `${id}-${index}`;
          return (
            <li key={index} className="mb-2">
              <label className="visually-hidden" htmlFor={inputId}>
                {t('careers.feedback.criterionLabel', { n: index + 1 })}
              </label>
              <div className="input-group input-group-sm has-validation">
                <span className="input-group-text" aria-hidden="true">
                  {index + 1}
                </span>
                <input
                  id={inputId}
                  className={`form-control${error ? ' is-invalid' : ''}`}
                  value={criterion}
                  maxLength={CRITERION_MAX + 20}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(e) =>
                    setCriteria((list) => list.map((c, i) => (i === index ? e.target.value : c)))
                  }
                />
                <Button
                  variant="outline-secondary"
                  disabled={criteria.length <= 1}
                  aria-label={t('careers.feedback.removeCriterion', { n: index + 1 })}
                  title={t('careers.feedback.removeCriterion', { n: index + 1 })}
                  onClick={() => setCriteria((list) => list.filter((_, i) => i !== index))}
                >
                  <X size={14} aria-hidden="true" />
                </Button>
                {error && (
                  <div id={`${inputId}-error`} className="invalid-feedback">
                    {t(errorKey[error], { max: CRITERION_MAX })}
                  </div>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        size="sm"
        variant="link"
        className="p-0 mb-3"
        disabled={full}
        onClick={() => setCriteria((list) => [...list, ''])}
      >
        <Plus size={14} aria-hidden="true" className="me-1" />
        {t('careers.feedback.addCriterion')}
      </Button>
      {full && (
        <p className="form-text mt-0">
          {t('careers.feedback.criteriaMax', { max: SCORECARD_CRITERIA_MAX })}
        </p>
      )}
      <FailureAlert message={save.error} className="mb-2" />
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={save.busy}>
          {t('careers.feedback.saveCriteria')}
        </Button>
        <Button size="sm" variant="outline-secondary" disabled={save.busy} onClick={onDone}>
          {t('careers.common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The criteria the vacancy's interview scorecards rate (issue 21): the default set until staff set
 * their own, 1 to 12, each different.
 */
export function VacancyCriteriaCard({ vacancyId }: { vacancyId: string }) {
  const { t } = useTranslation();
  const read = useGetScorecardCriteriaQuery(vacancyId);
  const [editing, setEditing] = useState(false);
  const criteria = read.currentData?.criteria;
  return (
    <PartCard
      title={t('careers.feedback.criteria')}
      aside={
        criteria && !editing ? (
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(true)}>
            {t('careers.feedback.editCriteria')}
          </Button>
        ) : undefined
      }
    >
      {read.isError ? (
        <p className="text-danger small mb-0">{t('careers.feedback.criteriaLoadFailed')}</p>
      ) : !criteria ? (
        <SkeletonLines lines={3} label={t('careers.common.loading')} />
      ) : editing ? (
        <CriteriaEditor vacancyId={vacancyId} initial={criteria} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ol className="ps-3 mb-2">
            {criteria.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
          <p className="small text-body-secondary mb-0">
            {sameList(criteria, DEFAULT_SCORECARD_CRITERIA)
              ? t('careers.feedback.criteriaDefault')
              : t('careers.feedback.criteriaHint')}
          </p>
        </>
      )}
    </PartCard>
  );
}

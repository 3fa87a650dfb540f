import {
  recommendations,
  SCORECARD_COMMENTS_MAX,
  type Recommendation,
  type Scorecard,
  type ScorecardInput,
} from '@careers/contracts';
import { Fragment, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../i18n/use-translation.ts';
import { useAsyncAction } from '../hooks/use-async-action.ts';
import { FailureAlert } from './failure-alert.tsx';
import { TextAreaField } from './text-field.tsx';

export const SCORES = [1, 2, 3, 4, 5] as const;

type Scores = Record<string, number | undefined>;
export interface ScorecardErrors {
  scores: Record<string, boolean>;
  recommendation: boolean;
  comments: boolean;
}

/** What the form lacks before it can be sent: an unscored criterion, no recommendation, too long. */
export function scorecardErrors(
  criteria: string[],
  scores: Scores,
  recommendation: Recommendation | '',
  comments: string,
): ScorecardErrors | null {
  const missing = Object.fromEntries(criteria.map((c) => [c, scores[c] === undefined]));
  const errors = {
    scores: missing,
    recommendation: recommendation === '',
    comments: comments.trim().length > SCORECARD_COMMENTS_MAX,
  };
  const any = Object.values(missing).some(Boolean) || errors.recommendation || errors.comments;
  return any ? errors : null;
}

/**
 * One row of radio buttons drawn as a button group: a fieldset named by its legend, so arrow keys
 * move within it and screen readers read "Communication, 4 of 5".
 */
function ScoreChoice({
  name,
  legend,
  value,
  invalid,
  error,
  onChange,
}: {
  name: string;
  legend: string;
  value: number | undefined;
  invalid: boolean;
  error: string;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const errorId = `${name}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={invalid ? errorId : undefined}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <div className="btn-group" role="radiogroup" aria-label={legend}>
        {SCORES.map((score) => (
          <Fragment key={score}>
            <input
              type="radio"
              className="btn-check"
              name={name}
              id={`${name}-${score}`}
              value={score}
              checked={value === score}
              aria-invalid={invalid || undefined}
              onChange={() => onChange(score)}
            />
            <label
              className="btn btn-outline-primary btn-sm px-3"
              htmlFor={`${name}-${score}`}
              title={t('frame.scorecards.scoreOf', { score })}
            >
              {score}
              <span className="visually-hidden"> {t('frame.scorecards.outOf')}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {invalid && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The signed-in interviewer's scorecard: 1–5 for each of the vacancy's criteria, a recommendation
 * and comments. Writes a new one or replaces theirs; says what is missing before sending.
 */
export function ScorecardForm({
  criteria,
  mine,
  onSave,
  onCancel,
}: {
  criteria: string[];
  mine: Scorecard | null;
  onSave: (input: ScorecardInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [scores, setScores] = useState<Scores>(() =>
    Object.fromEntries(criteria.map((c) => [c, mine?.scores[c]])),
  );
  const [recommendation, setRecommendation] = useState<Recommendation | ''>(
    mine?.recommendation ?? '',
  );
  const [comments, setComments] = useState(mine?.comments ?? '');
  const [tried, setTried] = useState(false);
  const save = useAsyncAction();
  const errors = tried ? scorecardErrors(criteria, scores, recommendation, comments) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (scorecardErrors(criteria, scores, recommendation, comments) || recommendation === '') {
      return;
    }
    const input: ScorecardInput = {
      scores: Object.fromEntries(criteria.map((c) => [c, scores[c] ?? 0])),
      recommendation,
      comments: comments.trim(),
    };
    void save.run(() => onSave(input));
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 className="h6 mb-3" id={`${id}-title`}>
        {mine ? t('frame.scorecards.editYours') : t('frame.scorecards.writeYours')}
      </h3>
      {criteria.map((criterion, index) => (
        <ScoreChoice
          key={criterion}
          name={`${id}-criterion-${index}`}
          legend={criterion}
          value={scores[criterion]}
          invalid={errors?.scores[criterion] ?? false}
          error={t('frame.scorecards.scoreRequired', { criterion })}
          onChange={(score) => setScores((s) => ({ ...s, [criterion]: score }))}
        />
      ))}
      <fieldset
        className="mb-3"
        aria-describedby={errors?.recommendation ? `${id}-rec-error` : undefined}
      >
        <legend className="form-label fs-6 mb-1">{t('frame.scorecards.recommendation')}</legend>
        <div
          className="d-flex flex-wrap gap-2"
          role="radiogroup"
          aria-label={t('frame.scorecards.recommendation')}
        >
          {recommendations.map((r) => (
            <span key={r}>
              <input
                type="radio"
                className="btn-check"
                name={`${id}-recommendation`}
                id={`${id}-recommendation-${r}`}
                value={r}
                checked={recommendation === r}
                aria-invalid={errors?.recommendation || undefined}
                onChange={() => setRecommendation(r)}
              />
              <label
                className={`btn btn-sm btn-outline-${r.endsWith('yes') ? 'success' : 'danger'}`}
                htmlFor={`${id}-recommendation-${r}`}
              >
                {t(`frame.scorecards.recommendations.${r}`)}
              </label>
            </span>
          ))}
        </div>
        {errors?.recommendation && (
          <div id={`${id}-rec-error`} className="invalid-feedback d-block">
            {t('frame.scorecards.recommendationRequired')}
          </div>
        )}
      </fieldset>
      <TextAreaField
        id={`${id}-comments`}
        className="mb-3"
        label={t('frame.scorecards.comments')}
        value={comments}
        onChange={setComments}
        // Too long, the limit stands in place of the hint.
        error={
          errors?.comments
            ? t('frame.scorecards.commentsTooLong', { max: SCORECARD_COMMENTS_MAX })
            : undefined
        }
        help={errors?.comments ? undefined : t('frame.scorecards.commentsHint')}
      />
      <FailureAlert message={save.error} className="mb-3" />
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={save.busy}>
          {mine ? t('frame.scorecards.update') : t('frame.scorecards.save')}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" disabled={save.busy} onClick={onCancel}>
            {t('frame.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

import type { Recommendation, Scorecard } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '../i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { toApiError } from '../api/api-error.ts';
import { useGetScorecardsQuery, useSaveMyScorecardMutation } from '../api/feedback.ts';
import { selectUser } from '../auth/auth.slice.ts';
import { useDateFormat } from '../format/use-date-format.ts';
import { ScorecardForm } from './scorecard-form.tsx';
import { ErrorState, SkeletonLines } from './state-views.tsx';
import { notify } from './toasts.tsx';
import { numberFormat } from '../format/number.ts';

/** The mean of the scores given for a criterion, or null when nobody scored it. */
export function criterionAverage(scorecards: Scorecard[], criterion: string): number | null {
  const given = scorecards.flatMap((s) =>
    typeof s.scores[criterion] === 'number' ? [s.scores[criterion]] : [],
  );
  return given.length === 0 ? null : given.reduce((a, b) => a + b, 0) / given.length;
}

const recommendationTone: Record<Recommendation, string> = {
  strong_yes: 'bg-success text-white',
  yes: 'bg-success-subtle text-success-emphasis',
  no: 'bg-danger-subtle text-danger-emphasis',
  strong_no: 'bg-danger text-white',
};

export function RecommendationBadge({ value }: { value: Recommendation }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${recommendationTone[value]}`}>
      {t(`frame.scorecards.recommendations.${value}`)}
    </span>
  );
}

/** Every interviewer's scores, one column each, criteria down the side and their average last. */
function ScoresTable({ criteria, scorecards }: { criteria: string[]; scorecards: Scorecard[] }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <div className="table-responsive mb-3">
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">{t('frame.scorecards.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('frame.scorecards.criterion')}</th>
            {scorecards.map((s) => (
              <th key={s.id} scope="col" className="text-center">
                {s.authorName}
              </th>
            ))}
            <th scope="col" className="text-center">
              {t('frame.scorecards.average')}
            </th>
          </tr>
        </thead>
        <tbody>
          {criteria.map((criterion) => {
            const average = criterionAverage(scorecards, criterion);
            return (
              <tr key={criterion}>
                <th scope="row" className="fw-normal">
                  {criterion}
                </th>
                {scorecards.map((s) => (
                  <td key={s.id} className="text-center">
                    {s.scores[criterion] ?? '—'}
                  </td>
                ))}
                <td className="text-center fw-semibold" data-testid="criterion-average">
                  {average === null ? '—' : number.format(average)}
                </td>
              </tr>
            );
          })}
          <tr>
            <th scope="row" className="fw-normal">
              {t('frame.scorecards.recommendation')}
            </th>
            {scorecards.map((s) => (
              <td key={s.id} className="text-center">
                <RecommendationBadge value={s.recommendation} />
              </td>
            ))}
            <td />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Each interviewer's comments, who they are and when they last wrote. */
function ScorecardComments({ scorecards }: { scorecards: Scorecard[] }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  return (
    <ul className="list-unstyled mb-0" aria-label={t('frame.scorecards.commentsList')}>
      {scorecards.map((s) => (
        <li key={s.id} className="border-top pt-2 mt-2">
          <div className="d-flex flex-wrap align-items-center gap-2 small text-body-secondary">
            <span className="fw-semibold text-body">{s.authorName}</span>
            {s.authorRole === 'employer' && (
              <span className="badge bg-info-subtle text-info-emphasis">
                {t('frame.scorecards.employerContact')}
              </span>
            )}
            <RecommendationBadge value={s.recommendation} />
            <span className="ms-auto">
              {formatDateTime(s.updatedAt)}
              {s.updatedAt !== s.createdAt && ` · ${t('frame.scorecards.edited')}`}
            </span>
          </div>
          {s.comments ? (
            <p className="mb-0 mt-1" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {s.comments}
            </p>
          ) : (
            <p className="mb-0 mt-1 small text-body-secondary">
              {t('frame.scorecards.noComments')}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * An application's interview scorecards (issue 21): every interviewer's scores with the average
 * per criterion, their recommendations and comments, and the reader's own scorecard to write or
 * replace. Staff see it on the application; employer contacts on their organisation's
 * applications. The heading is the caller's (a card title).
 */
export function ScorecardsPanel({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const user = useSelector(selectUser);
  const read = useGetScorecardsQuery(applicationId);
  const [saveMine] = useSaveMyScorecardMutation();
  const [editing, setEditing] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const { formatDateTime } = useDateFormat();

  if (read.isError && !read.currentData) {
    return (
      <ErrorState
        text={t('frame.scorecards.loadFailed')}
        detail={toApiError(read.error).message}
        retryLabel={t('frame.scorecards.retry')}
        onRetry={() => void read.refetch()}
      />
    );
  }
  const list = read.currentData;
  if (!list) return <SkeletonLines lines={3} label={t('frame.scorecards.loading')} />;

  const mine = list.data.find((s) => String(user?.id) === s.authorId) ?? null;
  const showForm = editing || !mine;

  return (
    <>
      {list.data.length === 0 ? (
        <p className="text-body-secondary mb-3">{t('frame.scorecards.empty')}</p>
      ) : (
        <>
          <ScoresTable criteria={list.criteria} scorecards={list.data} />
          <ScorecardComments scorecards={list.data} />
        </>
      )}
      <p className="small text-success mt-3 mb-0" role="status" aria-live="polite">
        {savedAt ? t('frame.scorecards.savedAt', { time: formatDateTime(savedAt) }) : ''}
      </p>
      <div className="border-top pt-3 mt-2">
        {showForm ? (
          <ScorecardForm
            key={mine?.updatedAt ?? 'new'}
            criteria={list.criteria}
            mine={mine}
            onCancel={mine ? () => setEditing(false) : undefined}
            onSave={async (input) => {
              const saved = await saveMine({ applicationId, input }).unwrap();
              setEditing(false);
              setSavedAt(saved.updatedAt);
              void notify('success', t('frame.scorecards.saved'));
            }}
          />
        ) : (
          <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
            {t('frame.scorecards.editYours')}
          </Button>
        )}
      </div>
    </>
  );
}

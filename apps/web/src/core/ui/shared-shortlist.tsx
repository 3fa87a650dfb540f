import {
  shortlistFeedbacks,
  type SharedCandidate,
  type SharedShortlist,
  type ShortlistFeedback,
  type ShortlistFeedbackInput,
} from '@careers/contracts';
import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDateFormat } from '../format/use-date-format.ts';
import { useAsyncAction } from '../hooks/use-async-action.ts';
import { FailureAlert } from './failure-alert.tsx';
import { ScreeningAnswers } from './screening-answers.tsx';
import { TextAreaField } from './text-field.tsx';
import { notify } from './toasts.tsx';

const TONE: Record<ShortlistFeedback, string> = {
  interested: 'success',
  maybe: 'warning',
  not_interested: 'secondary',
};

interface SharedShortlistViewProps {
  shortlist: SharedShortlist;
  onFeedback(applicationId: string, input: ShortlistFeedbackInput): Promise<unknown>;
  onDownload(applicationId: string, document: { id: string; fileName: string }): Promise<unknown>;
}

/**
 * A shortlist as the employer sees it (in the portal or through a review link): only what was
 * shared, and a form per candidate for their answer. Used by both screens, so it lives here.
 */
export function SharedShortlistView({
  shortlist,
  onFeedback,
  onDownload,
}: SharedShortlistViewProps) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  return (
    <>
      <header className="mb-4">
        <h1 className="h3 mb-1">{shortlist.title}</h1>
        <p className="text-body-secondary mb-1">
          {t('frame.sharedShortlist.sharedWith', {
            organisation: shortlist.organisationName,
            name: shortlist.sharedByName ?? t('frame.sharedShortlist.careersService'),
            date: formatDateTime(shortlist.createdAt),
          })}
        </p>
        {shortlist.expiresAt && (
          <p className="small text-body-secondary mb-1">
            {t('frame.sharedShortlist.until', { date: formatDateTime(shortlist.expiresAt) })}
          </p>
        )}
        {shortlist.message && (
          <blockquote className="border-start border-3 ps-3 mb-0 mt-2">
            {shortlist.message}
          </blockquote>
        )}
      </header>
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {shortlist.candidates.map((c) => (
          <li key={c.applicationId}>
            <CandidateCard candidate={c} onFeedback={onFeedback} onDownload={onDownload} />
          </li>
        ))}
      </ul>
    </>
  );
}

function CandidateCard({
  candidate: c,
  onFeedback,
  onDownload,
}: {
  candidate: SharedCandidate;
  onFeedback: SharedShortlistViewProps['onFeedback'];
  onDownload: SharedShortlistViewProps['onDownload'];
}) {
  const { t } = useTranslation();
  const headingId = `candidate-${c.applicationId}`;
  const profile = [
    c.profile.programme,
    c.profile.level ? t(`frame.sharedShortlist.levels.${c.profile.level}`) : null,
    c.profile.graduationYear
      ? t('frame.sharedShortlist.graduating', { year: c.profile.graduationYear })
      : null,
  ].filter(Boolean);
  return (
    <Card aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={headingId} className="h5 mb-0">
            {c.candidateName}
          </h2>
          <span className="text-body-secondary small">{c.vacancyTitle}</span>
          {c.feedback && (
            <span className={`badge text-bg-${TONE[c.feedback]} ms-auto`}>
              {t(`frame.sharedShortlist.feedback.${c.feedback}`)}
            </span>
          )}
        </div>
        {profile.length > 0 && <p className="mb-1">{profile.join(' · ')}</p>}
        {c.profile.skills && c.profile.skills.length > 0 && (
          <p className="small mb-2">
            <span className="fw-semibold">{t('frame.sharedShortlist.skills')}: </span>
            {c.profile.skills.join(', ')}
          </p>
        )}
        <h3 className="h6 mt-3">{t('frame.sharedShortlist.coverNote')}</h3>
        <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
          {c.coverNote ?? t('frame.sharedShortlist.noCoverNote')}
        </p>
        {c.screeningAnswers && c.screeningAnswers.length > 0 && (
          <>
            <h3 className="h6 mt-3">{t('frame.screening.title')}</h3>
            <ScreeningAnswers answers={c.screeningAnswers} />
          </>
        )}
        <h3 className="h6 mt-3">{t('frame.sharedShortlist.documents')}</h3>
        {c.documents.length === 0 ? (
          <p className="text-body-secondary">{t('frame.sharedShortlist.noDocuments')}</p>
        ) : (
          <ul className="list-unstyled mb-2">
            {c.documents.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  className="btn btn-link p-0"
                  onClick={() =>
                    void onDownload(c.applicationId, d).catch(() =>
                      notify('error', t('frame.sharedShortlist.downloadFailed')),
                    )
                  }
                >
                  {d.fileName}
                </button>{' '}
                <span className="small text-body-secondary">
                  ({t(`frame.sharedShortlist.kinds.${d.kind}`)})
                </span>
              </li>
            ))}
          </ul>
        )}
        <FeedbackForm candidate={c} onFeedback={onFeedback} />
      </Card.Body>
    </Card>
  );
}

function FeedbackForm({
  candidate: c,
  onFeedback,
}: {
  candidate: SharedCandidate;
  onFeedback: SharedShortlistViewProps['onFeedback'];
}) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<ShortlistFeedback | null>(c.feedback);
  const [comment, setComment] = useState(c.comment ?? '');
  const saving = useAsyncAction();
  const name = `feedback-${c.applicationId}`;
  const save = () =>
    saving
      .run(async () => {
        if (!feedback) return;
        await onFeedback(c.applicationId, {
          feedback,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        });
      })
      .then((ok) => {
        if (ok) void notify('success', t('frame.sharedShortlist.saved', { name: c.candidateName }));
      });
  return (
    <form
      className="border-top pt-3 mt-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset className="mb-2">
        <legend className="form-label fs-6 fw-semibold">
          {t('frame.sharedShortlist.yourAnswer', { name: c.candidateName })}
        </legend>
        <div className="d-flex flex-wrap gap-3">
          {shortlistFeedbacks.map((f) => (
            <Form.Check
              key={f}
              type="radio"
              inline
              id={`${name}-${f}`}
              name={name}
              label={t(`frame.sharedShortlist.feedback.${f}`)}
              checked={feedback === f}
              onChange={() => setFeedback(f)}
            />
          ))}
        </div>
      </fieldset>
      <TextAreaField
        id={`${name}-comment`}
        className="mb-2"
        label={t('frame.sharedShortlist.comment')}
        rows={2}
        maxLength={2000}
        value={comment}
        onChange={setComment}
      />
      <FailureAlert message={saving.error} className="mb-2" />
      <button type="submit" className="btn btn-primary" disabled={!feedback || saving.busy}>
        {saving.busy ? t('frame.sharedShortlist.saving') : t('frame.sharedShortlist.send')}
      </button>
      {c.feedbackAt && (
        <span className="small text-body-secondary ms-2">
          {t('frame.sharedShortlist.answeredBy', { name: c.feedbackByName ?? '' })}
        </span>
      )}
    </form>
  );
}

import type { ReviewCodeSent, ShortlistFeedbackInput } from '@careers/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useParams } from 'react-router';
import { toApiError, type ApiError } from '../../core/api/api-error.ts';
import {
  downloadSharedDocument,
  useGetReviewQuery,
  useGiveReviewFeedbackMutation,
  useOpenReviewSessionMutation,
  useSendReviewCodeMutation,
} from '../../core/api/shortlists.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { SharedShortlistView } from '../../core/ui/shared-shortlist.tsx';

/**
 * A review link: the contact asks for a one-time code (emailed to them), enters it, and sees the
 * candidates shared with them, answering on each. The session lives only in this page's memory.
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [session, setSession] = useState<string | null>(null);
  const [sent, setSent] = useState<ReviewCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [gone, setGone] = useState<string | null>(null);
  const [sendCode] = useSendReviewCodeMutation();
  const [openSession] = useOpenReviewSessionMutation();
  const [giveFeedback] = useGiveReviewFeedbackMutation();
  const asking = useAsyncAction();
  const opening = useAsyncAction();
  const review = useGetReviewQuery({ token, session: session ?? '' }, { skip: !session });

  /** The words for a failure of the link, in the reader's language. */
  const describe = (failure: ApiError): string | null => {
    if (failure.status === 404 || failure.status === 410) {
      setGone(
        failure.status === 404
          ? t('review.notFound')
          : /expired/i.test(failure.message)
            ? t('review.expired')
            : t('review.withdrawn'),
      );
      return null;
    }
    if (failure.status === 429) return t('review.tooMany');
    if (failure.field === 'code') {
      return /expired/i.test(failure.message) ? t('review.codeExpired') : t('review.wrongCode');
    }
    return t('review.failed');
  };

  const ask = () =>
    asking.run(async () => {
      setSent(await sendCode(token).unwrap());
    }, describe);

  const open = () =>
    opening.run(async () => {
      const answer = await openSession({ token, code: code.trim() }).unwrap();
      setSession(answer.session);
    }, describe);

  const reviewFailure = review.isError ? toApiError(review.error) : null;
  if (reviewFailure?.status === 403 && session) {
    // The session ran out: ask for a new code.
    setSession(null);
    setSent(null);
  }
  const lost = reviewFailure && (reviewFailure.status === 404 || reviewFailure.status === 410);

  return (
    <main className="container py-5" style={{ maxWidth: 880 }}>
      <p className="text-body-secondary small mb-2">{t('review.service')}</p>
      {gone || lost ? (
        <div className="alert alert-warning" role="alert">
          <h1 className="h4">{t('review.unavailable')}</h1>
          <p className="mb-0">{gone ?? t('review.expired')}</p>
        </div>
      ) : review.data ? (
        <SharedShortlistView
          shortlist={review.data}
          onFeedback={(applicationId: string, input: ShortlistFeedbackInput) =>
            giveFeedback({ token, session: session ?? '', applicationId, input }).unwrap()
          }
          onDownload={(applicationId, document) =>
            downloadSharedDocument({ token, session: session ?? '' }, applicationId, document)
          }
        />
      ) : session ? (
        <p role="status">{t('review.loading')}</p>
      ) : (
        <section className="card">
          <div className="card-body">
            <h1 className="h3">{t('review.title')}</h1>
            <p>{t('review.intro')}</p>
            {!sent ? (
              <>
                <FailureAlert message={asking.error} />
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={asking.busy}
                  onClick={() => void ask()}
                >
                  {asking.busy ? t('review.sending') : t('review.sendCode')}
                </button>
              </>
            ) : (
              <form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void open();
                }}
              >
                <p role="status">
                  {t('review.codeSent', { email: sent.sentTo, minutes: sent.expiresInMinutes })}
                </p>
                <Form.Group className="mb-3" controlId="review-code" style={{ maxWidth: 240 }}>
                  <Form.Label>{t('review.code')}</Form.Label>
                  <Form.Control
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    autoFocus
                    isInvalid={Boolean(opening.error)}
                    aria-describedby={opening.error ? 'review-code-error' : undefined}
                  />
                </Form.Group>
                <div id="review-code-error">
                  <FailureAlert message={opening.error} />
                </div>
                <div className="d-flex flex-wrap gap-2">
                  <button
                    type="submit"
                    className="btn btn-primary"
                    disabled={opening.busy || !/^\d{6}$/.test(code.trim())}
                  >
                    {opening.busy ? t('review.opening') : t('review.open')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    disabled={asking.busy}
                    onClick={() => void ask()}
                  >
                    {t('review.resend')}
                  </button>
                </div>
                <FailureAlert message={asking.error} className="mt-2" />
              </form>
            )}
          </div>
        </section>
      )}
    </main>
  );
}

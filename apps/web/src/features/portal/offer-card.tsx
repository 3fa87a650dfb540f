import type { Application } from '@careers/contracts';
import { useState } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { serverMessage } from '../../core/api/api-error.ts';
import { useAnswerOfferMutation, useGetOffersQuery } from '../../core/api/offers.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../core/ui/confirm-dialog.tsx';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { OfferStatusBadge, OfferTerms } from '../../core/ui/offer-terms.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { SectionCard } from './portal-ui.tsx';

/**
 * The candidate's offer on this application (issue 20): its terms and deadline, and Accept /
 * Decline while it is open (declining asks first: it withdraws the application). Nothing when the
 * application has no offer.
 */
export function OfferCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const read = useGetOffersQuery(application.id);
  const [answer] = useAnswerOfferMutation();
  const action = useAsyncAction();
  const [confirming, setConfirming] = useState(false);
  // The time the card opened: an offer whose deadline passes while it is open is refused by the
  // server (409, shown in place).
  const [openedAt] = useState(() => Date.now());
  const offer = read.currentData?.data[0];
  if (!offer) return null;

  const open = offer.status === 'pending' && new Date(offer.deadline).getTime() > openedAt;
  const send = (decision: 'accept' | 'decline') =>
    action.run(
      async () => {
        await answer({ id: offer.id, applicationId: application.id, decision }).unwrap();
        setConfirming(false);
        void notify(
          'success',
          t(decision === 'accept' ? 'portal.offer.accepted' : 'portal.offer.declined'),
        );
      },
      (failure) => serverMessage(failure) ?? t('portal.offer.failed'),
    );

  return (
    <SectionCard headingId="offer-heading" title={t('portal.offer.title')} className="mb-4">
      <div className="d-flex flex-wrap gap-2 align-items-center mb-2">
        <OfferStatusBadge status={offer.status} />
        {offer.status === 'pending' && (
          <span className="small fw-semibold">
            {open
              ? t('portal.offer.answerBy', { deadline: formatDateTime(offer.deadline) })
              : t('portal.offer.passed')}
          </span>
        )}
      </div>
      <OfferTerms offer={offer} />
      {open && (
        <>
          <FailureAlert message={confirming ? null : action.error} className="mt-3 mb-0" />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button
              type="button"
              className="btn btn-success"
              disabled={action.busy}
              onClick={() => void send('accept')}
            >
              {t('portal.offer.accept')}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={action.busy}
              onClick={() => {
                action.clearError();
                setConfirming(true);
              }}
            >
              {t('portal.offer.decline')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        show={confirming}
        title={t('portal.offer.declineTitle')}
        body={t('portal.offer.declineText', { title: application.vacancyTitle })}
        confirmLabel={t('portal.offer.decline')}
        cancelLabel={t('portal.offer.keep')}
        variant="danger"
        busy={action.busy}
        error={action.error}
        onConfirm={() => void send('decline')}
        onCancel={() => {
          setConfirming(false);
          action.clearError();
        }}
      />
    </SectionCard>
  );
}

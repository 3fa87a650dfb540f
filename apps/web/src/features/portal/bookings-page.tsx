import { ADJUSTMENTS_MAX, type Booking, type Slot } from '@careers/contracts';
import { useState } from 'react';
import { MY_BOOKINGS, offeredSlotsQuery } from './list-queries.ts';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../core/api/api-error.ts';
import {
  useBookSlotMutation,
  useCancelBookingMutation,
  useGetBookableSlotsQuery,
  useGetBookingsQuery,
  useRebookMutation,
} from '../../core/api/bookings.ts';
import { useServiceTimeZone } from '../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../core/hooks/use-async-action.ts';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { ConfirmFrame } from '../../core/ui/confirm-dialog.tsx';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { slotTitle } from '../../core/ui/slot-title.ts';
import { TextAreaField } from '../../core/ui/text-field.tsx';
import { EmptyState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { notify } from '../../core/ui/toasts.tsx';
import { ZonedTime } from '../../core/ui/zoned-time.tsx';
import { BookingRow, OfferedSlotRow, sameKind } from './booking-parts.tsx';
import { SectionCard } from './portal-ui.tsx';
import './portal.scss';

/** What the candidate is doing: booking a slot, moving a booking to one, or cancelling one. */
type Intent =
  | { kind: 'book'; slot: Slot }
  | { kind: 'rebook'; booking: Booking; slot: Slot }
  | { kind: 'cancel'; booking: Booking };

/**
 * The candidate's interviews and adviser appointments (issue 21): their bookings, with cancel and
 * change until each one's cut-off, and the free slots offered to them (interviews for their
 * applications that are interviewing, and adviser appointments) to book.
 */
export function MyBookingsPage() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const [search] = useSearchParams();
  const offeredQuery = offeredSlotsQuery(search);
  const timeZone = useServiceTimeZone();
  const bookings = useGetBookingsQuery(MY_BOOKINGS);
  const offered = useGetBookableSlotsQuery(offeredQuery);
  const [bookSlot] = useBookSlotMutation();
  const [rebook] = useRebookMutation();
  const [cancelBooking] = useCancelBookingMutation();
  const action = useAsyncAction();
  const [moving, setMoving] = useState<Booking | null>(null);
  const [intent, setIntent] = useState<Intent | null>(null);
  const [adjustments, setAdjustments] = useState('');
  // The cut-offs are read against the time the page opened (the server has the last word).
  const [now] = useState(() => Date.now());

  const mine = bookings.data?.data ?? [];
  const free = (offered.data?.data ?? []).filter((slot) => !moving || sameKind(slot, moving));

  const close = () => {
    setIntent(null);
    setAdjustments('');
    action.clearError();
  };
  const confirm = () => {
    if (!intent) return;
    void action.run(
      async () => {
        if (intent.kind === 'book') {
          const text = adjustments.trim();
          await bookSlot({ slotId: intent.slot.id, adjustments: text || undefined }).unwrap();
          void notify('success', t('portal.bookings.booked'));
        } else if (intent.kind === 'rebook') {
          await rebook({ id: intent.booking.id, slotId: intent.slot.id }).unwrap();
          setMoving(null);
          void notify('success', t('portal.bookings.rebooked'));
        } else {
          await cancelBooking(intent.booking.id).unwrap();
          void notify('success', t('portal.bookings.cancelled'));
        }
        close();
      },
      (failure) => serverMessage(failure) ?? t('portal.bookings.failed'),
    );
  };

  const slot = intent && intent.kind !== 'cancel' ? intent.slot : null;
  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      <p className="small text-body-secondary">{t('portal.bookings.zone', { zone: timeZone })}</p>
      <SectionCard headingId="my-bookings" title={t('portal.bookings.mine')} className="mb-4">
        {bookings.isLoading ? (
          <LoadingBlock label={t('portal.loading')} />
        ) : mine.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('portal.bookings.none')}</p>
        ) : (
          <ul className="list-group list-group-flush">
            {mine.map((b) => (
              <BookingRow
                key={b.id}
                booking={b}
                now={now}
                onCancel={() => setIntent({ kind: 'cancel', booking: b })}
                onRebook={() => setMoving(b)}
              />
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard
        headingId="free-slots"
        title={
          moving
            ? t('portal.bookings.chooseNew', { what: slotTitle(moving, t) })
            : t('portal.bookings.offered')
        }
      >
        {moving && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary mb-3"
            onClick={() => setMoving(null)}
          >
            {t('portal.bookings.keepTime')}
          </button>
        )}
        {offered.isLoading ? (
          <LoadingBlock label={t('portal.loading')} />
        ) : free.length === 0 ? (
          <EmptyState text={t('portal.bookings.noSlots')} />
        ) : (
          <ul className="list-group list-group-flush">
            {free.map((s) => (
              <OfferedSlotRow
                key={s.id}
                slot={s}
                action={moving ? t('portal.bookings.moveHere') : t('portal.bookings.book')}
                onChoose={() =>
                  setIntent(
                    moving
                      ? { kind: 'rebook', booking: moving, slot: s }
                      : { kind: 'book', slot: s },
                  )
                }
              />
            ))}
          </ul>
        )}
      </SectionCard>
      <ConfirmFrame
        show={intent !== null}
        title={
          intent?.kind === 'cancel'
            ? t('portal.bookings.cancelTitle')
            : intent?.kind === 'rebook'
              ? t('portal.bookings.rebookTitle')
              : t('portal.bookings.bookTitle')
        }
        confirmLabel={
          intent?.kind === 'cancel'
            ? t('portal.bookings.cancelConfirm')
            : t('portal.bookings.confirm')
        }
        variant={intent?.kind === 'cancel' ? 'danger' : 'primary'}
        busy={action.busy}
        error={action.error}
        onSubmit={confirm}
        onCancel={close}
      >
        {intent && (
          <p className="mb-0">
            {slotTitle(intent.kind === 'cancel' ? intent.booking : intent.slot, t)}:{' '}
            <ZonedTime
              iso={intent.kind === 'cancel' ? intent.booking.startsAt : intent.slot.startsAt}
            />
          </p>
        )}
        {slot?.purpose === 'appointment' && intent?.kind === 'book' && (
          <TextAreaField
            id="booking-adjustments"
            className="mt-3"
            label={t('portal.bookings.adjustmentsLabel')}
            maxLength={ADJUSTMENTS_MAX}
            value={adjustments}
            onChange={setAdjustments}
            help={t('portal.bookings.adjustmentsHint')}
          />
        )}
      </ConfirmFrame>
    </>
  );
}

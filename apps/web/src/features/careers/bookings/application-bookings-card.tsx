import type { Application, Slot } from '@careers/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  useBookSlotMutation,
  useCancelBookingMutation,
  useGetBookingsQuery,
  useGetSlotsQuery,
} from '../../../core/api/bookings.ts';
import { formatDateTimeZoned } from '../../../core/format/date.ts';
import { useServiceTimeZone } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';
import { TitledCard } from '../../../core/ui/titled-card.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { ZonedTime } from '../../../core/ui/zoned-time.tsx';
import { AdviserNotes, NoShowButton } from '../reviewing/booking-feedback.tsx';

/**
 * An application's interviews (issue 21): its bookings, which staff may cancel at any time, mark
 * as a no-show once started, and annotate (adviser notes, staff only), and, while it is
 * interviewing, booking one of the vacancy's free slots for the candidate.
 */
export function ApplicationBookingsCard({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const timeZone = useServiceTimeZone();
  const interviewing = application.status === 'interviewing';
  const [from] = useState(() => new Date().toISOString());
  const bookings = useGetBookingsQuery({ candidateId: application.candidateId });
  const slots = useGetSlotsQuery(
    { vacancyId: application.vacancyId, purpose: 'interview', from },
    { skip: !interviewing },
  );
  const [bookSlot] = useBookSlotMutation();
  const [cancelBooking] = useCancelBookingMutation();
  const action = useAsyncAction();
  const [slotId, setSlotId] = useState('');

  const mine = (bookings.data?.data ?? []).filter((b) => b.applicationId === application.id);
  const free = (slots.data?.data ?? []).filter((s) => s.booked < s.capacity);
  if (!interviewing && mine.length === 0) return null;
  const when = (iso: string) => formatDateTimeZoned(iso, { language: i18n.language, timeZone });
  const slotOption = (s: Slot) => ({
    value: s.id,
    label: `${when(s.startsAt)}${s.location ? ` · ${s.location}` : ''}`,
  });

  const book = () =>
    action.run(async () => {
      await bookSlot({ slotId, candidateId: application.candidateId }).unwrap();
      setSlotId('');
      void notify('success', t('careers.bookings.bookedFor'));
    });
  const cancel = (id: string) =>
    action.run(async () => {
      await cancelBooking(id).unwrap();
      void notify('success', t('careers.bookings.cancelled'));
    });

  return (
    <TitledCard title={t('careers.bookings.applicationTitle')}>
      <FailureAlert message={action.error} className="mb-3" />
      {mine.length === 0 ? (
        <p className="text-body-secondary small">{t('careers.bookings.noBookings')}</p>
      ) : (
        <ul className="list-unstyled mb-3">
          {mine.map((b) => (
            <li key={b.id} className="d-flex flex-wrap gap-2 justify-content-between mb-2">
              <div className="small">
                <ZonedTime iso={b.startsAt} />
                <span className="badge bg-secondary-subtle text-secondary-emphasis ms-2">
                  {t(`careers.bookings.status.${b.status}`)}
                </span>
                {b.adjustments && (
                  <div className="text-body-secondary">
                    {t('careers.bookings.adjustments')}: {b.adjustments}
                  </div>
                )}
                <AdviserNotes bookingId={b.id} />
              </div>
              <div className="d-flex flex-wrap align-items-start gap-2">
                <NoShowButton booking={b} />
                {b.status === 'booked' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    disabled={action.busy}
                    onClick={() => void cancel(b.id)}
                  >
                    {t('careers.bookings.cancel')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {interviewing &&
        (free.length === 0 ? (
          <p className="text-body-secondary small mb-0">{t('careers.bookings.noFreeSlots')}</p>
        ) : (
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <div className="flex-grow-1">
              <LabelledSelect
                id="book-for-slot"
                label={t('careers.bookings.chooseSlot')}
                value={slotId}
                onChange={(e) => setSlotId(e.target.value)}
                options={[{ value: '', label: '—' }, ...free.map(slotOption)]}
              />
            </div>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!slotId || action.busy}
              onClick={() => void book()}
            >
              {t('careers.bookings.bookFor')}
            </button>
          </div>
        ))}
    </TitledCard>
  );
}

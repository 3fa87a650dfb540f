import type { Booking, Slot } from '@careers/contracts';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useDateFormat } from '../../core/format/use-date-format.ts';
import { ExternalLink } from '../../core/ui/external-link.tsx';
import { slotTitle } from '../../core/ui/slot-title.ts';
import { ZonedTime } from '../../core/ui/zoned-time.tsx';

/** Where a slot or booking takes place: the room, the video link, or both. */
export function Whereabouts({ item }: { item: Pick<Slot | Booking, 'location' | 'videoLink'> }) {
  const { t } = useTranslation();
  return (
    <>
      {item.location && (
        <div className="small">
          {t('portal.bookings.place')}: {item.location}
        </div>
      )}
      {item.videoLink && (
        <div className="small text-break">
          {t('portal.bookings.video')}:{' '}
          <ExternalLink href={item.videoLink}>
            <span dir="ltr">{item.videoLink}</span>
          </ExternalLink>
        </div>
      )}
    </>
  );
}

/** One of the candidate's bookings, with Cancel and Change time until the cut-off. */
export function BookingRow({
  booking,
  now,
  onCancel,
  onRebook,
}: {
  booking: Booking;
  now: number;
  onCancel: () => void;
  onRebook: () => void;
}) {
  const { t } = useTranslation();
  const { formatDateTimeZoned } = useDateFormat();
  const changeable = now < new Date(booking.changeableUntil).getTime();
  return (
    <li className="list-group-item d-flex flex-wrap gap-3 justify-content-between align-items-start">
      <div>
        <div className="fw-semibold">{slotTitle(booking, t)}</div>
        <div className="small">
          <ZonedTime iso={booking.startsAt} />
        </div>
        <Whereabouts item={booking} />
        {booking.adjustments && (
          <div className="small text-body-secondary">
            {t('portal.bookings.adjustments')}: {booking.adjustments}
          </div>
        )}
        <div className="small text-body-secondary mt-1">
          {changeable
            ? t('portal.bookings.changeUntil', {
                date: formatDateTimeZoned(booking.changeableUntil),
              })
            : t('portal.bookings.cutoffPassed', {
                date: formatDateTimeZoned(booking.changeableUntil),
              })}
        </div>
      </div>
      {changeable && (
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onRebook}>
            {t('portal.bookings.rebook')}
          </button>
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={onCancel}>
            {t('portal.bookings.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

/** A free slot offered to the candidate, with its places left and the button that takes it. */
export function OfferedSlotRow({
  slot,
  action,
  onChoose,
}: {
  slot: Slot;
  action: string;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="list-group-item d-flex flex-wrap gap-3 justify-content-between align-items-start">
      <div>
        <div className="fw-semibold">{slotTitle(slot, t)}</div>
        <div className="small">
          <ZonedTime iso={slot.startsAt} />
        </div>
        <Whereabouts item={slot} />
        <div className="small text-body-secondary">
          {slot.hostName && <>{t('portal.bookings.host', { name: slot.hostName })} · </>}
          {t('portal.bookings.placesLeft', { n: slot.capacity - slot.booked })}
        </div>
      </div>
      <button type="button" className="btn btn-sm btn-primary" onClick={onChoose}>
        {action}
      </button>
    </li>
  );
}

/** Whether a slot is of the same interview or appointment type as a booking (where it may move). */
export function sameKind(slot: Slot, booking: Booking): boolean {
  return (
    slot.id !== booking.slotId &&
    slot.purpose === booking.purpose &&
    slot.vacancyTitle === booking.vacancyTitle &&
    slot.appointmentType === booking.appointmentType
  );
}

import type { Slot } from '@careers/contracts';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetBookingsQuery } from '../../../core/api/bookings.ts';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { Dialog } from '../../../core/ui/dialog.tsx';
import { slotTitle } from '../../../core/ui/slot-title.ts';
import { LoadingBlock } from '../../../core/ui/state-views.tsx';
import { ZonedTime } from '../../../core/ui/zoned-time.tsx';
import { AdviserNotes, NoShowButton } from '../reviewing/booking-feedback.tsx';

/**
 * One slot as staff open it from the calendar: when, where, who booked it, each booking's adviser
 * notes (staff only) and, once the slot has started, recording a no-show.
 */
export function SlotDetails({ slot, onHide }: { slot: Slot | null; onHide: () => void }) {
  const { t } = useTranslation();
  const bookings = useGetBookingsQuery({ slotId: slot?.id, status: 'booked' }, { skip: !slot });
  if (!slot) return null;
  const rows = bookings.data?.data ?? [];
  return (
    <Dialog show onHide={onHide} title={slotTitle(slot, t)}>
      <Modal.Body>
        <dl className="row small mb-3">
          <dt className="col-sm-4">{t('careers.bookings.when')}</dt>
          <dd className="col-sm-8">
            <ZonedTime iso={slot.startsAt} />
          </dd>
          {slot.location && (
            <>
              <dt className="col-sm-4">{t('careers.bookings.location')}</dt>
              <dd className="col-sm-8">{slot.location}</dd>
            </>
          )}
          {slot.videoLink && (
            <>
              <dt className="col-sm-4">{t('careers.bookings.videoLink')}</dt>
              <dd className="col-sm-8 text-break" dir="ltr">
                <ExternalLink href={slot.videoLink}>{slot.videoLink}</ExternalLink>
              </dd>
            </>
          )}
          {slot.hostName && (
            <>
              <dt className="col-sm-4">{t('careers.bookings.host')}</dt>
              <dd className="col-sm-8">{slot.hostName}</dd>
            </>
          )}
          <dt className="col-sm-4">{t('careers.bookings.capacity')}</dt>
          <dd className="col-sm-8">
            {t('careers.bookings.places', { booked: slot.booked, capacity: slot.capacity })}
          </dd>
        </dl>
        <h3 className="h6">{t('careers.bookings.attendees')}</h3>
        {bookings.isLoading ? (
          <LoadingBlock label={t('careers.bookings.loadingAttendees')} />
        ) : rows.length === 0 ? (
          <p className="text-body-secondary small mb-0">{t('careers.bookings.noAttendees')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {rows.map((b) => (
              <li key={b.id} className="mb-2">
                {b.applicationId ? (
                  <Link to={`/careers/applications/${b.applicationId}`}>{b.candidateName}</Link>
                ) : (
                  <Link to={`/careers/candidates/${b.candidateId}`}>{b.candidateName}</Link>
                )}
                {b.adjustments && (
                  <div className="small text-body-secondary">
                    {t('careers.bookings.adjustments')}: {b.adjustments}
                  </div>
                )}
                <AdviserNotes bookingId={b.id} />
                <div className="mt-1">
                  <NoShowButton booking={b} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </Modal.Body>
    </Dialog>
  );
}

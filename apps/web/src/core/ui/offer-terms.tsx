import type { Offer, OfferStatus } from '@careers/contracts';
import { Fragment } from 'react';
import Badge from 'react-bootstrap/Badge';
import { useTranslation } from '../i18n/use-translation.ts';
import { useDateFormat } from '../format/use-date-format.ts';

const STATUS_BG: Record<OfferStatus, string> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'secondary',
  withdrawn: 'secondary',
  expired: 'secondary',
  reneged: 'danger',
};

/** An offer's status, as a badge (the careers page and the portal show the same words). */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge bg={STATUS_BG[status]} text={status === 'pending' ? 'dark' : undefined}>
      {t(`frame.offer.status.${status}`)}
    </Badge>
  );
}

/**
 * An offer's terms and deadline (in the service's time zone, with the shared date formatter), and
 * the reason when it was reneged: what staff and the candidate both read.
 */
export function OfferTerms({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useDateFormat();
  const rows: [string, string][] = [
    [t('frame.offer.roleTitle'), offer.roleTitle],
    [t('frame.offer.pay'), offer.pay],
    // A calendar date: read at noon UTC so that no time zone moves it to another day.
    [t('frame.offer.startDate'), formatDate(`${offer.startDate}T12:00:00Z`)],
    [t('frame.offer.location'), offer.location],
    ...(offer.conditions
      ? [[t('frame.offer.conditions'), offer.conditions] as [string, string]]
      : []),
    [t('frame.offer.deadline'), formatDateTime(offer.deadline)],
    ...(offer.renegedReason
      ? [[t('frame.offer.renegedReason'), offer.renegedReason] as [string, string]]
      : []),
  ];
  return (
    <dl className="row small mb-0">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-sm-4 text-body-secondary fw-normal">{label}</dt>
          <dd className="col-sm-8" style={{ whiteSpace: 'pre-wrap' }}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

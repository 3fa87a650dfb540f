import type { Application } from '@careers/contracts';
import { Calendar } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useGetBookableSlotsQuery } from '../../core/api/bookings.ts';

/**
 * "Book an interview" on an application that is interviewing, when its vacancy has free slots
 * offered to the candidate (issue 21); nothing otherwise.
 */
export function InterviewBookingCard({ application }: { application: Application }) {
  const { t } = useTranslation();
  const interviewing = application.status === 'interviewing';
  const offered = useGetBookableSlotsQuery(
    { vacancyId: application.vacancyId, purpose: 'interview' },
    { skip: !interviewing },
  );
  if (!interviewing || !offered.data?.data.length) return null;
  return (
    <section className="card mb-4 border-primary-subtle" aria-labelledby="interview-booking">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-3">
        <div>
          <h2 id="interview-booking" className="h6 mb-1">
            {t('portal.bookings.bookInterview')}
          </h2>
          <p className="mb-0 small text-body-secondary">{t('portal.bookings.interviewOffered')}</p>
        </div>
        <Link to={`/portal/bookings?vacancy=${application.vacancyId}`} className="btn btn-primary">
          <Calendar size={16} aria-hidden="true" className="me-1" />
          {t('portal.bookings.bookInterview')}
        </Link>
      </div>
    </section>
  );
}

import type { Slot, Vacancy, VacancyStatus } from '@careers/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Edit2, Plus, Trash2, Video } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useGetSlotsQuery, useRemoveSlotMutation } from '../../../core/api/bookings.ts';
import { formatDateTimeZoned } from '../../../core/format/date.ts';
import { useServiceTimeZone } from '../../../core/format/use-date-format.ts';
import { useAsyncAction } from '../../../core/hooks/use-async-action.ts';
import { ConfirmDialog } from '../../../core/ui/confirm-dialog.tsx';
import { ExternalLink } from '../../../core/ui/external-link.tsx';
import { lazyWhenOpen } from '../../../core/ui/lazy-when-open.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { ZonedTime } from '../../../core/ui/zoned-time.tsx';
import { ReadState } from '../employer-ui.tsx';

const EmployerSlotDialog = lazyWhenOpen(
  () => import('./employer-slot-dialog.tsx').then((m) => m.EmployerSlotDialog),
  (props) => props.show,
);

/** The states in which the careers service has published the vacancy: interviews happen then. */
const PUBLISHED: readonly VacancyStatus[] = ['open', 'paused', 'closed'];

/** Whether a vacancy's page offers its interview slots. */
export const offersSlots = (vacancy: Pick<Vacancy, 'status'>) => PUBLISHED.includes(vacancy.status);

/** Which slot the dialog edits: a new one, a published one, or none (closed). */
type Editing = { slot: Slot | null; key: number } | null;

/**
 * A published vacancy's interview slots for the organisation's contact (issue 21): each slot's
 * time in the service's zone, its places, place and link and who booked it; publishing, changing
 * and removing their own slots. Slots the careers service runs are listed without their host and
 * left to the service to change.
 */
export function EmployerVacancySlots({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useTranslation();
  const timeZone = useServiceTimeZone();
  const [from] = useState(() => new Date().toISOString());
  const read = useGetSlotsQuery({ vacancyId: vacancy.id, purpose: 'interview', from });
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Slot | null>(null);
  const [removeSlot] = useRemoveSlotMutation();
  const removal = useAsyncAction();
  const slots = read.data?.data ?? [];
  const when = (slot: Slot) =>
    formatDateTimeZoned(slot.startsAt, { language: i18n.language, timeZone });

  const closeRemoval = () => {
    setRemoving(null);
    removal.clearError();
  };

  return (
    <PartCard
      title={t('employerVacancies.slots.title')}
      aside={
        <Button
          size="sm"
          variant="primary"
          onClick={() => setEditing({ slot: null, key: Date.now() })}
        >
          <Plus size={14} aria-hidden="true" className="me-1" />
          {t('employerVacancies.slots.publish')}
        </Button>
      }
    >
      <p className="small text-body-secondary">
        {t('employerVacancies.slots.intro', { zone: timeZone })}
      </p>
      <ReadState read={read} failed={t('employerVacancies.slots.loadFailed')} />
      {read.isSuccess && slots.length === 0 && (
        <p className="text-body-secondary mb-0">{t('employerVacancies.slots.empty')}</p>
      )}
      {slots.length > 0 && (
        <ul className="list-group list-group-flush" aria-label={t('employerVacancies.slots.title')}>
          {slots.map((slot) => (
            <li
              key={slot.id}
              className="list-group-item d-flex flex-wrap gap-2 justify-content-between"
            >
              <div className="small">
                <div className="fw-semibold">
                  <ZonedTime iso={slot.startsAt} />
                  <span className="text-body-secondary fw-normal ms-2">
                    {t('employerVacancies.slots.minutes', { minutes: slot.durationMinutes })}
                  </span>
                </div>
                {slot.location && <div>{slot.location}</div>}
                {slot.videoLink && (
                  <div className="text-break" dir="ltr">
                    <Video size={14} aria-hidden="true" className="me-1" />
                    <ExternalLink href={slot.videoLink}>{slot.videoLink}</ExternalLink>
                  </div>
                )}
                <div className="mt-1 d-flex flex-wrap gap-2 align-items-center">
                  <span
                    className={`badge rounded-pill ${slot.booked >= slot.capacity ? 'bg-light-warning' : 'bg-light-success'}`}
                  >
                    {t('employerVacancies.slots.places', {
                      booked: slot.booked,
                      capacity: slot.capacity,
                    })}
                  </span>
                  {slot.hostAdminId && (
                    <span className="badge rounded-pill bg-light-info">
                      {t('employerVacancies.slots.careersService')}
                    </span>
                  )}
                </div>
                {slot.bookedBy.length > 0 && (
                  <div className="text-body-secondary mt-1">
                    {t('employerVacancies.slots.bookedBy', { names: slot.bookedBy.join(', ') })}
                  </div>
                )}
              </div>
              {!slot.hostAdminId && (
                <div className="d-flex flex-wrap align-items-start gap-2">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    aria-label={t('employerVacancies.slots.editLabel', { time: when(slot) })}
                    onClick={() => setEditing({ slot, key: Date.now() })}
                  >
                    <Edit2 size={14} aria-hidden="true" className="me-1" />
                    {t('employerVacancies.slots.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    aria-label={t('employerVacancies.slots.removeLabel', { time: when(slot) })}
                    onClick={() => setRemoving(slot)}
                  >
                    <Trash2 size={14} aria-hidden="true" className="me-1" />
                    {t('employerVacancies.slots.remove')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <EmployerSlotDialog
        key={editing?.key ?? 'closed'}
        show={editing !== null}
        vacancyId={vacancy.id}
        slot={editing?.slot ?? null}
        timeZone={timeZone}
        onHide={() => setEditing(null)}
      />
      <ConfirmDialog
        show={removing !== null}
        title={t('employerVacancies.slots.removeTitle')}
        body={
          removing
            ? t('employerVacancies.slots.removeBody', {
                time: when(removing),
                booked: removing.booked,
                capacity: removing.capacity,
              })
            : ''
        }
        confirmLabel={t('employerVacancies.slots.removeConfirm')}
        cancelLabel={t('employerVacancies.slots.keep')}
        variant="danger"
        busy={removal.busy}
        error={removal.error}
        onCancel={closeRemoval}
        onConfirm={() => {
          const slot = removing;
          if (!slot) return;
          void removal.run(async () => {
            await removeSlot(slot.id).unwrap();
            void notify('success', t('employerVacancies.slots.removed'));
            closeRemoval();
          });
        }}
      />
    </PartCard>
  );
}

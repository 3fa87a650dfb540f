import type { Booking, Slot } from '@careers/contracts';
import type { TFunction } from 'i18next';

/** What a slot is for, as staff read it: the interview's vacancy or the appointment's type. */
export function slotTitle(
  slot: Pick<Slot | Booking, 'purpose' | 'vacancyTitle' | 'appointmentType'>,
  t: TFunction,
): string {
  if (slot.purpose === 'interview') {
    return t('frame.bookings.interviewFor', { vacancy: slot.vacancyTitle ?? '' });
  }
  return t(`frame.bookings.type.${slot.appointmentType ?? 'careers_guidance'}`);
}

import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { useMoveSlotMutation } from '../../../core/api/bookings.ts';
import { notify } from '../../../core/ui/toasts.tsx';

const MINUTE = 60_000;

/** What the calendar hands over when a slot is dropped or stretched (FullCalendar's arg). */
export interface SlotMoveArg {
  event: { id: string; start: Date | null; end: Date | null };
  revert: () => void;
}

/**
 * Saves a slot dragged or stretched on the calendar (the server sends every attendee the updated
 * invitation); a refusal puts the slot back where it was and shows the server's words.
 */
export function useSlotMove() {
  const { t } = useTranslation();
  const [moveSlot] = useMoveSlotMutation();
  return async ({ event, revert }: SlotMoveArg) => {
    const { start, end } = event;
    if (!start) return revert();
    const durationMinutes = end
      ? Math.round((end.getTime() - start.getTime()) / MINUTE)
      : undefined;
    try {
      await moveSlot({ id: event.id, startsAt: start.toISOString(), durationMinutes }).unwrap();
      void notify('success', t('careers.bookings.moved'));
    } catch (failure) {
      revert();
      void notify('error', toApiError(failure).message || t('careers.bookings.moveFailed'));
    }
  };
}

import type { Slot, UpdateSlotInput } from '@careers/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import {
  useCreateSlotMutation,
  useMoveSlotMutation,
  useUpdateSlotMutation,
} from '../../../core/api/bookings.ts';
import { zonedInputToIso } from '../../../core/format/zoned-input.ts';
import { ConfirmFrame } from '../../../core/ui/confirm-dialog.tsx';
import {
  newSlotTimePlace,
  SlotFields,
  slotTimePlaceOf,
  type SlotTimePlace,
} from '../../../core/ui/slot-fields.tsx';
import { notify } from '../../../core/ui/toasts.tsx';

/** The request's fields this form shows; the server names one of them when it refuses it. */
const SHOWN = new Set([
  'startsAt',
  'durationMinutes',
  'capacity',
  'location',
  'videoLink',
  'cutoffHours',
]);

/** What changed in the details that do not move the slot; nothing when none did. */
export function slotChanges(before: SlotTimePlace, after: SlotTimePlace): UpdateSlotInput | null {
  const patch: UpdateSlotInput = {};
  if (after.location.trim() !== before.location) patch.location = after.location.trim() || null;
  if (after.videoLink.trim() !== before.videoLink) patch.videoLink = after.videoLink.trim() || null;
  if (after.capacity !== before.capacity) patch.capacity = after.capacity;
  if (after.cutoffHours !== before.cutoffHours) patch.cutoffHours = after.cutoffHours;
  return Object.keys(patch).length > 0 ? patch : null;
}

/**
 * An employer contact publishes an interview slot for one of their organisation's vacancies, or
 * changes one (`slot`): a new start or length moves it, other details update it; either way the
 * server sends everyone booked the updated invitation.
 */
export function EmployerSlotDialog({
  show,
  vacancyId,
  slot,
  timeZone,
  onHide,
}: {
  show: boolean;
  vacancyId: string;
  /** The slot to change; null to publish a new one. */
  slot: Slot | null;
  timeZone: string;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [before] = useState(() => (slot ? slotTimePlaceOf(slot, timeZone) : newSlotTimePlace()));
  const [draft, setDraft] = useState(before);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [createSlot, creating] = useCreateSlotMutation();
  const [updateSlot, updating] = useUpdateSlotMutation();
  const [moveSlot, moving] = useMoveSlotMutation();
  const busy = creating.isLoading || updating.isLoading || moving.isLoading;
  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);
  // A refusal of a field the form does not show (the vacancy, say) reads above the fields.
  const beside = failure?.field !== undefined && SHOWN.has(failure.field);

  const save = async () => {
    const startsAt = zonedInputToIso(draft.start, timeZone);
    if (!slot) {
      await createSlot({
        purpose: 'interview',
        vacancyId,
        startsAt,
        durationMinutes: draft.durationMinutes,
        location: draft.location.trim() || undefined,
        videoLink: draft.videoLink.trim() || undefined,
        capacity: draft.capacity,
        cutoffHours: draft.cutoffHours,
      }).unwrap();
      return t('employerVacancies.slots.published');
    }
    const patch = slotChanges(before, draft);
    if (patch) await updateSlot({ id: slot.id, ...patch }).unwrap();
    if (draft.start !== before.start || draft.durationMinutes !== before.durationMinutes) {
      await moveSlot({ id: slot.id, startsAt, durationMinutes: draft.durationMinutes }).unwrap();
    }
    return t('employerVacancies.slots.saved');
  };

  const submit = async () => {
    setFailure(null);
    try {
      void notify('success', await save());
      onHide();
    } catch (caught) {
      const error = toApiError(caught);
      setFailure({ message: error.message, field: error.field ?? undefined });
    }
  };

  return (
    <ConfirmFrame
      show={show}
      title={t(slot ? 'employerVacancies.slots.editTitle' : 'employerVacancies.slots.publishTitle')}
      confirmLabel={t(
        slot ? 'employerVacancies.slots.save' : 'employerVacancies.slots.publishSubmit',
      )}
      cancelLabel={t('employerVacancies.form.cancel')}
      busy={busy}
      error={failure && !beside ? failure.message : null}
      onSubmit={() => void submit()}
      onCancel={onHide}
    >
      <p className="small text-body-secondary">{t('employerVacancies.slots.placeHint')}</p>
      <div className="row g-3">
        <SlotFields
          draft={draft}
          onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
          fieldError={fieldError}
          labels={{
            start: t('employerVacancies.slots.start', { zone: timeZone }),
            duration: t('employerVacancies.slots.duration'),
            capacity: t('employerVacancies.slots.capacity'),
            location: t('employerVacancies.slots.location'),
            videoLink: t('employerVacancies.slots.videoLink'),
            cutoff: t('employerVacancies.slots.cutoff'),
            cutoffHint: t('employerVacancies.slots.cutoffHint'),
          }}
        />
      </div>
    </ConfirmFrame>
  );
}

import {
  appointmentTypes,
  slotPurposes,
  type Admin,
  type CreateSlotInput,
  type SlotPurpose,
} from '@careers/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { useGetAdminsQuery } from '../../../core/api/admins.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { selectUser } from '../../../core/auth/auth.slice.ts';
import { useCreateSlotMutation } from '../../../core/api/bookings.ts';
import { useGetVacancyOptionsQuery } from '../../../core/api/vacancies.ts';
import { zonedInputToIso } from '../../../core/format/zoned-input.ts';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';
import { newSlotTimePlace, SlotFields, type SlotTimePlace } from '../../../core/ui/slot-fields.tsx';
import { TextField } from '../../../core/ui/text-field.tsx';
import { notify } from '../../../core/ui/toasts.tsx';
import { FormModal } from '../shared/form-modal.tsx';

/** What the form holds: when and where (shared with the employer portal), what for and who runs it. */
export interface SlotDraft extends SlotTimePlace {
  purpose: SlotPurpose;
  vacancyId: string;
  appointmentType: string;
  /** The member of staff who runs it (their calendar and feed hold it). */
  hostAdminId: string;
  hostName: string;
}

export const newSlotDraft = (start = '', hostAdminId = ''): SlotDraft => ({
  ...newSlotTimePlace(start),
  purpose: 'interview',
  vacancyId: '',
  appointmentType: appointmentTypes[0],
  hostAdminId,
  hostName: '',
});

const optional = (text: string) => text.trim() || undefined;

/** The request a draft makes (the server checks every field and names the one it refuses). */
export function slotInput(draft: SlotDraft, timeZone: string): CreateSlotInput {
  const interview = draft.purpose === 'interview';
  return {
    purpose: draft.purpose,
    vacancyId: interview ? optional(draft.vacancyId) : undefined,
    appointmentType: interview
      ? undefined
      : (draft.appointmentType as CreateSlotInput['appointmentType']),
    startsAt: zonedInputToIso(draft.start, timeZone),
    durationMinutes: draft.durationMinutes,
    location: optional(draft.location),
    videoLink: optional(draft.videoLink),
    capacity: draft.capacity,
    hostAdminId: optional(draft.hostAdminId),
    hostName: optional(draft.hostName),
    cutoffHours: draft.cutoffHours,
  };
}

type Colleague = Pick<Admin, 'id' | 'fullName'>;
type Me = { id: string | number; fullName: string } | null;

/** The host's choices: the signed-in member first ("(you)"), then active colleagues by name. */
export function hostOptions(staff: readonly Colleague[], me: Me, t: TFunction) {
  const myId = me ? String(me.id) : '';
  const options = staff
    .filter((a) => a.id !== myId)
    .map((a) => ({ value: a.id, label: a.fullName }));
  if (me)
    options.unshift({ value: myId, label: t('careers.bookings.hostMe', { name: me.fullName }) });
  return options;
}

/** The name attendees read when none is typed: the chosen host's. */
export function hostNameOf(staff: readonly Colleague[], chosen: string, me: Me): string {
  if (me && String(me.id) === chosen) return me.fullName;
  return staff.find((a) => a.id === chosen)?.fullName ?? '';
}

/** Active colleagues by name: who may run a slot (the service has tens of staff, not hundreds). */
const ACTIVE_STAFF = { status: 'active', perPage: 100, sortColumn: 'fullName', sort: 'asc' };

/**
 * Staff publish a slot: an interview for a vacancy or an adviser appointment, run by the signed-in
 * member of staff unless they choose a colleague.
 */
export function SlotDialog({
  start,
  timeZone,
  onHide,
}: {
  /** The start it opens with (a wall-clock time in the service's zone); null when closed. */
  start: string | null;
  timeZone: string;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const me = useSelector(selectUser);
  const [draft, setDraft] = useState(() => newSlotDraft(start ?? '', me ? String(me.id) : ''));
  const staff = useGetAdminsQuery(ACTIVE_STAFF);
  const [failure, setFailure] = useState<{ message: string; field?: string } | null>(null);
  const [createSlot, { isLoading }] = useCreateSlotMutation();
  const vacancies = useGetVacancyOptionsQuery();
  const set = (field: keyof SlotDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const fieldError = (field: string) => (failure?.field === field ? failure.message : undefined);
  const interview = draft.purpose === 'interview';

  const submit = async () => {
    setFailure(null);
    try {
      await createSlot(slotInput(draft, timeZone)).unwrap();
      void notify('success', t('careers.bookings.published'));
      onHide();
    } catch (caught) {
      const error = toApiError(caught);
      setFailure({ message: error.message, field: error.field ?? undefined });
    }
  };

  return (
    <FormModal
      show={start !== null}
      size="lg"
      title={t('careers.bookings.publish')}
      busy={isLoading}
      error={failure && !failure.field ? failure.message : null}
      submitLabel={t('careers.bookings.publishSubmit')}
      onSubmit={() => void submit()}
      onCancel={onHide}
    >
      <div className="row g-3">
        <div className="col-sm-6">
          <LabelledSelect
            id="slot-purpose"
            label={t('careers.bookings.purpose')}
            value={draft.purpose}
            onChange={set('purpose')}
            options={slotPurposes.map((p) => ({
              value: p,
              label: t(`frame.bookings.purpose.${p}`),
            }))}
          />
        </div>
        <div className="col-sm-6">
          {interview ? (
            <LabelledSelect
              id="slot-vacancy"
              label={t('careers.bookings.vacancy')}
              value={draft.vacancyId}
              onChange={set('vacancyId')}
              aria-invalid={fieldError('vacancyId') ? true : undefined}
              options={[
                { value: '', label: t('careers.bookings.chooseVacancy') },
                ...(vacancies.data ?? []).map((v) => ({ value: v.id, label: v.title })),
              ]}
            />
          ) : (
            <LabelledSelect
              id="slot-type"
              label={t('careers.bookings.appointmentType')}
              value={draft.appointmentType}
              onChange={set('appointmentType')}
              options={appointmentTypes.map((a) => ({
                value: a,
                label: t(`frame.bookings.type.${a}`),
              }))}
            />
          )}
          {(fieldError('vacancyId') ?? fieldError('appointmentType')) && (
            <div className="invalid-feedback d-block">
              {fieldError('vacancyId') ?? fieldError('appointmentType')}
            </div>
          )}
        </div>
        <SlotFields
          draft={draft}
          onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
          fieldError={fieldError}
          labels={{
            start: t('careers.bookings.start', { zone: timeZone }),
            duration: t('careers.bookings.duration'),
            capacity: t('careers.bookings.capacity'),
            location: t('careers.bookings.location'),
            videoLink: t('careers.bookings.videoLink'),
            cutoff: t('careers.bookings.cutoff'),
            cutoffHint: t('careers.bookings.cutoffHint'),
          }}
        >
          <div className="col-sm-6">
            <LabelledSelect
              id="slot-host-account"
              label={t('careers.bookings.hostAccount')}
              value={draft.hostAdminId}
              onChange={set('hostAdminId')}
              aria-invalid={fieldError('hostAdminId') ? true : undefined}
              aria-describedby="slot-host-account-hint"
              options={hostOptions(staff.data?.data ?? [], me, t)}
            />
            <div id="slot-host-account-hint" className="form-text">
              {t('careers.bookings.hostAccountHint')}
            </div>
            {fieldError('hostAdminId') && (
              <div className="invalid-feedback d-block">{fieldError('hostAdminId')}</div>
            )}
          </div>
          <TextField
            className="col-sm-6"
            id="slot-host"
            label={t('careers.bookings.host')}
            placeholder={hostNameOf(staff.data?.data ?? [], draft.hostAdminId, me)}
            hint={<div className="form-text">{t('careers.bookings.hostHint')}</div>}
            value={draft.hostName}
            onChange={set('hostName')}
            error={fieldError('hostName')}
          />
        </SlotFields>
      </div>
    </FormModal>
  );
}

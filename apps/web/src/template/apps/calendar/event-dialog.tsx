import { useEffect } from 'react';
import { Modal } from 'react-bootstrap';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { CalendarEvent, NewCalendarEvent } from '../../../fake-api/types.ts';
import { CheckField } from '../shared/check-field.tsx';
import { usePanelForm } from '../shared/panel-form.ts';
import { TextAreaField, InputField } from '../shared/input-field.tsx';
import { CALENDARS } from './calendar.slice.ts';
import {
  eventFormSchema,
  eventFromForm,
  formFromEvent,
  type EventForm,
} from './event-form-schema.ts';
import { GuestPicker } from './guest-picker.tsx';
import { LabelledSelect } from '../../../core/ui/labelled-select.tsx';

export interface EventDraft {
  event: CalendarEvent | null;
  start: Date;
  allDay: boolean;
}

interface EventDialogProps {
  draft: EventDraft | null;
  onHide: () => void;
  onSave: (event: NewCalendarEvent, id: number | null) => Promise<void>;
  onRemove: (id: number) => Promise<void>;
}

/** Add, edit or remove an event. */
export function EventDialog({ draft, onHide, onSave, onRemove }: EventDialogProps) {
  const { t } = useTranslation();
  const event = draft?.event ?? null;
  const { register, control, reset, getValues, setValue, errors, formState, onSubmit } =
    usePanelForm(eventFormSchema, {
      defaultValues: formFromEvent(null, new Date(), true),
      save: (form: EventForm) => onSave(eventFromForm(form), event?.id ?? null),
      onHide,
      keepValues: true,
    });

  useEffect(() => {
    if (draft) reset(formFromEvent(draft.event, draft.start, draft.allDay));
  }, [draft, reset]);

  const allDay = useWatch({ control, name: 'allDay' });

  // Switching all day converts the dates between the two input formats.
  const switchAllDay = (next: boolean) => {
    for (const name of ['start', 'end'] as const) {
      const value = getValues(name);
      if (!value) continue;
      setValue(name, next ? value.slice(0, 10) : `${value.slice(0, 10)}T09:00`);
    }
    setValue('allDay', next);
  };

  return (
    <Modal show={draft !== null} onHide={onHide} aria-labelledby="event-dialog-title" size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Modal.Header closeButton closeLabel={t('calendar.close')}>
          <Modal.Title id="event-dialog-title" as="h2" className="h5">
            {event ? t('calendar.editEvent') : t('calendar.addEvent')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="row g-3">
            <InputField
              className="col-12"
              id="event-title"
              label={t('calendar.fields.title')}
              error={errors.title?.message}
              {...register('title')}
            />
            <div className="col-sm-6">
              <LabelledSelect
                id="event-calendar"
                label={t('calendar.fields.category')}
                options={CALENDARS.map((c) => ({ value: c, label: t(`calendar.categories.${c}`) }))}
                {...register('calendar')}
              />
            </div>
            <div className="col-sm-6 d-flex align-items-end">
              <CheckField
                id="event-all-day"
                label={t('calendar.fields.allDay')}
                toggle
                className="mb-2"
                checked={allDay}
                onChange={(e) => switchAllDay(e.target.checked)}
              />
            </div>
            {(['start', 'end'] as const).map((name) => (
              <InputField
                key={name}
                className="col-sm-6"
                id={`event-${name}`}
                label={t(`calendar.fields.${name}`)}
                type={allDay ? 'date' : 'datetime-local'}
                error={errors[name]?.message}
                {...register(name)}
              />
            ))}
            <InputField
              className="col-12"
              id="event-url"
              label={t('calendar.fields.url')}
              type="url"
              placeholder="https://"
              error={errors.url?.message}
              {...register('url')}
            />
            <div className="col-12">
              <label htmlFor="event-guests" className="form-label">
                {t('calendar.fields.guests')}
              </label>
              <Controller
                control={control}
                name="guests"
                render={({ field }) => (
                  <GuestPicker id="event-guests" value={field.value} onChange={field.onChange} />
                )}
              />
            </div>
            <InputField
              className="col-12"
              id="event-location"
              label={t('calendar.fields.location')}
              {...register('location')}
            />
            <TextAreaField
              className="col-12"
              id="event-description"
              label={t('calendar.fields.description')}
              rows={3}
              {...register('description')}
            />
          </div>
        </Modal.Body>
        <Modal.Footer>
          {event && (
            <button
              type="button"
              className="btn btn-outline-danger me-auto"
              onClick={() => {
                void onRemove(event.id).then(onHide);
              }}
            >
              {t('calendar.remove')}
            </button>
          )}
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {t('calendar.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
            {event ? t('calendar.update') : t('calendar.add')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

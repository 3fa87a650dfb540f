import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Modal } from 'react-bootstrap';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent, NewCalendarEvent } from '../../../fake-api/types.ts';
import { CALENDARS } from './calendar.slice.ts';
import {
  eventFormSchema,
  eventFromForm,
  formFromEvent,
  type EventForm,
} from './event-form-schema.ts';
import { GuestPicker } from './guest-picker.tsx';

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
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EventForm>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: formFromEvent(null, new Date(), true),
  });

  useEffect(() => {
    if (draft) reset(formFromEvent(draft.event, draft.start, draft.allDay));
  }, [draft, reset]);

  const allDay = useWatch({ control, name: 'allDay' });
  const event = draft?.event ?? null;

  const submit = handleSubmit(async (form) => {
    await onSave(eventFromForm(form), event?.id ?? null);
    onHide();
  });

  const error = (name: keyof EventForm) => {
    const message = errors[name]?.message;
    return message ? (
      <div id={`event-${name}-error`} className="invalid-feedback d-block">
        {t(message)}
      </div>
    ) : null;
  };
  const invalid = (name: keyof EventForm) =>
    errors[name]
      ? {
          'aria-invalid': true,
          'aria-describedby': `event-${name}-error`,
          className: 'form-control is-invalid',
        }
      : { className: 'form-control' };

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
      <form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={t('calendar.close')}>
          <Modal.Title id="event-dialog-title" as="h2" className="h5">
            {event ? t('calendar.editEvent') : t('calendar.addEvent')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div className="row g-3">
            <div className="col-12">
              <label htmlFor="event-title" className="form-label">
                {t('calendar.fields.title')}
              </label>
              <input id="event-title" {...invalid('title')} {...register('title')} />
              {error('title')}
            </div>
            <div className="col-sm-6">
              <label htmlFor="event-calendar" className="form-label">
                {t('calendar.fields.category')}
              </label>
              <select id="event-calendar" className="form-select" {...register('calendar')}>
                {CALENDARS.map((c) => (
                  <option key={c} value={c}>
                    {t(`calendar.categories.${c}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="col-sm-6 d-flex align-items-end">
              <div className="form-check form-switch mb-2">
                <input
                  id="event-all-day"
                  type="checkbox"
                  role="switch"
                  className="form-check-input"
                  checked={allDay}
                  onChange={(e) => switchAllDay(e.target.checked)}
                />
                <label htmlFor="event-all-day" className="form-check-label">
                  {t('calendar.fields.allDay')}
                </label>
              </div>
            </div>
            <div className="col-sm-6">
              <label htmlFor="event-start" className="form-label">
                {t('calendar.fields.start')}
              </label>
              <input
                id="event-start"
                type={allDay ? 'date' : 'datetime-local'}
                {...invalid('start')}
                {...register('start')}
              />
              {error('start')}
            </div>
            <div className="col-sm-6">
              <label htmlFor="event-end" className="form-label">
                {t('calendar.fields.end')}
              </label>
              <input
                id="event-end"
                type={allDay ? 'date' : 'datetime-local'}
                {...invalid('end')}
                {...register('end')}
              />
              {error('end')}
            </div>
            <div className="col-12">
              <label htmlFor="event-url" className="form-label">
                {t('calendar.fields.url')}
              </label>
              <input
                id="event-url"
                type="url"
                placeholder="https://"
                {...invalid('url')}
                {...register('url')}
              />
              {error('url')}
            </div>
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
            <div className="col-12">
              <label htmlFor="event-location" className="form-label">
                {t('calendar.fields.location')}
              </label>
              <input id="event-location" className="form-control" {...register('location')} />
            </div>
            <div className="col-12">
              <label htmlFor="event-description" className="form-label">
                {t('calendar.fields.description')}
              </label>
              <textarea
                id="event-description"
                className="form-control"
                rows={3}
                {...register('description')}
              />
            </div>
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
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {event ? t('calendar.update') : t('calendar.add')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

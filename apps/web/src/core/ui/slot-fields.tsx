import { DEFAULT_CUTOFF_HOURS, type Slot } from '@careers/contracts';
import type { ReactNode } from 'react';
import { isoToZonedInput } from '../format/zoned-input.ts';
import { TextField } from './text-field.tsx';

/**
 * When and where a slot is, as a form holds it (text as typed; the start a wall-clock time in the
 * service's zone): the part of a slot staff and employer contacts publish alike.
 */
export interface SlotTimePlace {
  start: string;
  durationMinutes: string;
  location: string;
  videoLink: string;
  capacity: string;
  cutoffHours: string;
}

export const newSlotTimePlace = (start = ''): SlotTimePlace => ({
  start,
  durationMinutes: '30',
  location: '',
  videoLink: '',
  capacity: '1',
  cutoffHours: String(DEFAULT_CUTOFF_HOURS),
});

/** A published slot as the form shows it, its start read in `timeZone`. */
export const slotTimePlaceOf = (slot: Slot, timeZone: string): SlotTimePlace => ({
  start: isoToZonedInput(slot.startsAt, timeZone),
  durationMinutes: String(slot.durationMinutes),
  location: slot.location ?? '',
  videoLink: slot.videoLink ?? '',
  capacity: String(slot.capacity),
  cutoffHours: String(slot.cutoffHours),
});

/** The fields' labels: each screen brings its own texts. */
export interface SlotFieldLabels {
  /** The start's label, naming the service's zone. */
  start: string;
  duration: string;
  capacity: string;
  location: string;
  videoLink: string;
  cutoff: string;
  cutoffHint: string;
}

/**
 * The start, length, places, place, video link and cut-off of a slot, in a Bootstrap row's
 * columns; `children` stand before the cut-off (the staff dialog's host). A field the server
 * refused shows its message (`fieldError`).
 */
export function SlotFields({
  draft,
  onChange,
  fieldError,
  labels,
  children,
}: {
  draft: SlotTimePlace;
  onChange: (field: keyof SlotTimePlace, value: string) => void;
  fieldError: (field: string) => string | undefined;
  labels: SlotFieldLabels;
  children?: ReactNode;
}) {
  const set = (field: keyof SlotTimePlace) => (e: { target: { value: string } }) =>
    onChange(field, e.target.value);
  return (
    <>
      <TextField
        className="col-sm-6"
        id="slot-start"
        type="datetime-local"
        label={labels.start}
        value={draft.start}
        onChange={set('start')}
        error={fieldError('startsAt')}
        required
      />
      <TextField
        className="col-sm-3"
        id="slot-duration"
        type="number"
        min={5}
        label={labels.duration}
        value={draft.durationMinutes}
        onChange={set('durationMinutes')}
        error={fieldError('durationMinutes')}
      />
      <TextField
        className="col-sm-3"
        id="slot-capacity"
        type="number"
        min={1}
        label={labels.capacity}
        value={draft.capacity}
        onChange={set('capacity')}
        error={fieldError('capacity')}
      />
      <TextField
        className="col-sm-6"
        id="slot-location"
        label={labels.location}
        value={draft.location}
        onChange={set('location')}
        error={fieldError('location')}
      />
      <TextField
        className="col-sm-6"
        id="slot-video"
        type="url"
        dir="ltr"
        label={labels.videoLink}
        value={draft.videoLink}
        onChange={set('videoLink')}
        error={fieldError('videoLink')}
      />
      {children}
      <TextField
        className="col-sm-6"
        id="slot-cutoff"
        type="number"
        min={0}
        label={labels.cutoff}
        hint={<div className="form-text">{labels.cutoffHint}</div>}
        value={draft.cutoffHours}
        onChange={set('cutoffHours')}
        error={fieldError('cutoffHours')}
      />
    </>
  );
}

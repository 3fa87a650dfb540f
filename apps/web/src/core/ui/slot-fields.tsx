import { DEFAULT_CUTOFF_HOURS, type Slot } from '@careers/contracts';
import { Fragment, type ReactNode } from 'react';
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

/** Each field: its draft key, control id, column, input type and the request field it fills. */
const FIELDS: readonly {
  field: keyof SlotTimePlace;
  id: string;
  label: Exclude<keyof SlotFieldLabels, 'cutoffHint'>;
  className: string;
  request: string;
  type?: string;
  min?: number;
}[] = [
  {
    field: 'start',
    id: 'slot-start',
    label: 'start',
    className: 'col-sm-6',
    request: 'startsAt',
    type: 'datetime-local',
  },
  {
    field: 'durationMinutes',
    id: 'slot-duration',
    label: 'duration',
    className: 'col-sm-3',
    request: 'durationMinutes',
    type: 'number',
    min: 5,
  },
  {
    field: 'capacity',
    id: 'slot-capacity',
    label: 'capacity',
    className: 'col-sm-3',
    request: 'capacity',
    type: 'number',
    min: 1,
  },
  {
    field: 'location',
    id: 'slot-location',
    label: 'location',
    className: 'col-sm-6',
    request: 'location',
  },
  {
    field: 'videoLink',
    id: 'slot-video',
    label: 'videoLink',
    className: 'col-sm-6',
    request: 'videoLink',
    type: 'url',
  },
  {
    field: 'cutoffHours',
    id: 'slot-cutoff',
    label: 'cutoff',
    className: 'col-sm-6',
    request: 'cutoffHours',
    type: 'number',
    min: 0,
  },
];

/**
 * The start, length, places, place, video link and cut-off of a slot, in a Bootstrap row's
 * columns; `children` stand before the cut-off (the staff dialog's host). A field the server
 * refused shows its message (`fieldError`, by the request's field name).
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
  return (
    <>
      {FIELDS.map((f) => (
        <Fragment key={f.id}>
          {f.field === 'cutoffHours' && children}
          <TextField
            className={f.className}
            id={f.id}
            type={f.type}
            min={f.min}
            dir={f.type === 'url' ? 'ltr' : undefined}
            label={labels[f.label]}
            hint={
              f.field === 'cutoffHours' ? (
                <div className="form-text">{labels.cutoffHint}</div>
              ) : undefined
            }
            value={draft[f.field]}
            onChange={(e) => onChange(f.field, e.target.value)}
            error={fieldError(f.request)}
            required={f.field === 'start'}
          />
        </Fragment>
      ))}
    </>
  );
}

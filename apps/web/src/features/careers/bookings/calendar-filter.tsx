import { appointmentTypes, type AppointmentType } from '@careers/contracts';
import type { SlotWindow } from '../../../core/api/bookings.ts';
import { LabelledSelect, type SelectOption } from '../../../core/ui/labelled-select.tsx';

/** What the calendar shows: whose slots, and what for (?host=all&for=cv_review&vacancy=…). */
export interface CalendarFilter {
  /** Every member of staff's slots, or only the signed-in member's (the default). */
  everyone: boolean;
  /** Interviews, one type of appointment, or everything (''). */
  what: '' | 'interview' | AppointmentType;
  /** With interviews: one vacancy's, or every vacancy's (''). */
  vacancyId: string;
}

const isWhat = (value: string | null): value is CalendarFilter['what'] =>
  value === 'interview' || appointmentTypes.some((a) => a === value);

/** The filter the address holds; anything unknown falls back to the default. */
export function filterFrom(search: URLSearchParams): CalendarFilter {
  const what = search.get('for');
  const valid = isWhat(what) ? what : '';
  return {
    everyone: search.get('host') === 'all',
    what: valid,
    vacancyId: valid === 'interview' ? (search.get('vacancy') ?? '') : '',
  };
}

/** The slots list's query parameters for a filter (the server filters; `slots_host_admin_idx`). */
export function slotQuery(
  filter: CalendarFilter,
  myId: string | null,
): Omit<SlotWindow, 'from' | 'to'> {
  const query: Omit<SlotWindow, 'from' | 'to'> = {};
  if (!filter.everyone && myId) query.hostAdminId = myId;
  if (filter.what === 'interview') {
    query.purpose = 'interview';
    if (filter.vacancyId) query.vacancyId = filter.vacancyId;
  } else if (filter.what) {
    query.purpose = 'appointment';
    query.appointmentType = filter.what;
  }
  return query;
}

/** One of the calendar's filter selects: the choices speak for it, so its label is for readers. */
export function CalendarFilterSelect({
  onChange,
  ...select
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: SelectOption[];
}) {
  return (
    <div className="booking-calendar-filter">
      <LabelledSelect
        {...select}
        labelClassName="visually-hidden"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

import { LabelledSelect, type SelectOption } from '../../../core/ui/labelled-select.tsx';

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

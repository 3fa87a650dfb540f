import type { Ref, SelectHTMLAttributes } from 'react';

/** A choice of a select: its value and its (already translated) text. */
export interface SelectOption {
  value: string | number;
  label: string;
}

interface LabelledSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  id: string;
  /** Already translated. */
  label: string;
  /** The label's classes (`visually-hidden` where the select speaks for itself on screen). */
  labelClassName?: string;
  options: readonly SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A label and the select of its options, side by side with no wrapper (the caller places them);
 * the select takes any other attribute, a react-hook-form registration included.
 */
export function LabelledSelect({
  id,
  label,
  labelClassName = 'form-label',
  className = 'form-select',
  options,
  ...select
}: LabelledSelectProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className={className} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

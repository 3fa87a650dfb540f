import type { ComponentPropsWithRef } from 'react';

/**
 * A labelled select of a closed set of values, each named by `labelOf`; `emptyLabel` adds a
 * first option that stands for none ("Any type"). The rest of the props go to the select.
 */
export function ChoiceSelect<V extends string>({
  id,
  label,
  labelClassName = 'form-label',
  values,
  labelOf,
  emptyLabel,
  ...select
}: {
  id: string;
  label: string;
  labelClassName?: string;
  values: readonly V[];
  labelOf: (value: V) => string;
  emptyLabel?: string;
} & Omit<ComponentPropsWithRef<'select'>, 'id' | 'className'>) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select id={id} className="form-select" {...select}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf(value)}
          </option>
        ))}
      </select>
    </>
  );
}

import type { ReactNode } from 'react';

/** One row of a record's facts (in a `dl.row.careers-facts`): its label, then its value. */
export function Fact({
  label,
  value,
  valueClassName,
}: {
  label: string;
  value: ReactNode;
  /** More classes for the value (`text-break` for an address). */
  valueClassName?: string;
}) {
  return (
    <>
      <dt className="col-5 fw-normal text-body-secondary">{label}</dt>
      <dd className={valueClassName ? `col-7 ${valueClassName}` : 'col-7'}>{value}</dd>
    </>
  );
}

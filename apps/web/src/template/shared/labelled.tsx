import type { ReactNode } from 'react';

interface LabelledProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  hint?: ReactNode;
  /** The control's error, shown under it (`<id>-error`, for the control's aria-describedby). */
  error?: ReactNode;
  /** The wrapper's classes (its grid column and spacing). */
  className?: string;
  labelClassName?: string;
  /** The control: a picker, a masked input, a select… */
  children: ReactNode;
}

/** A label above a control of the caller's, with an optional hint or error below it. */
export function Labelled({
  id,
  label,
  hint,
  error,
  className,
  labelClassName = 'form-label',
  children,
}: LabelledProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint && <div className="form-text">{hint}</div>}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

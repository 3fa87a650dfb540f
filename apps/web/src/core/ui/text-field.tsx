import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface TextFieldProps {
  /** The control's id; its error message is `${id}-error`. */
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** The form's error for the field: marks the control invalid and shows the message under it. */
  error?: { message?: string | undefined } | undefined;
  /** The wrapper's class (default `mb-3`). */
  className?: string;
  type?: string;
  dir?: 'ltr';
  autoComplete?: string;
  /** Marks the field required for assistive technology (the schema checks it). */
  required?: boolean;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/** A labelled react-hook-form input (or textarea) with Bootstrap's invalid state and message. */
export function TextField({
  id,
  label,
  registration,
  error,
  className = 'mb-3',
  type,
  dir,
  autoComplete,
  required,
  rows,
}: TextFieldProps) {
  const control = {
    id,
    dir,
    autoComplete,
    'aria-required': required || undefined,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    ...registration,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input type={type} {...control} />}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error.message}
        </div>
      )}
    </div>
  );
}

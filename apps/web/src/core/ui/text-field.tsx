import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A field's error: already translated, or react-hook-form's error for the field. */
export type FieldError = string | { message?: string | undefined } | undefined;

/** The text of a field's error, whichever form it came in. */
export function errorText(error: FieldError): string | undefined {
  return typeof error === 'string' ? error : error?.message;
}

/** A field's label, with what stands beside it (a "forgot password?" link) when there is one. */
export function FieldLabel({
  id,
  label,
  aside,
}: {
  id: string;
  label: ReactNode;
  aside?: ReactNode;
}) {
  const text = (
    <label htmlFor={id} className="form-label">
      {label}
    </label>
  );
  if (aside === undefined) return text;
  return (
    <div className="d-flex justify-content-between align-items-baseline">
      {text}
      {aside}
    </div>
  );
}

/** An input's look and state when it has an error, tied to the error's text (`${id}-error`). */
export function invalidity(id: string, error: FieldError) {
  const invalid = Boolean(error);
  return {
    className: `form-control${invalid ? ' is-invalid' : ''}`,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': invalid ? `${id}-error` : undefined,
  };
}

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'required'
> {
  /** The control's id (its error message is `${id}-error`); a generated one unless given. */
  id?: string;
  label: ReactNode;
  /** The field's error: marks the control invalid and shows the message under it. */
  error?: FieldError;
  /** From react-hook-form's register(); a plain controlled input passes value/onChange instead. */
  registration?: UseFormRegisterReturn;
  /** Shown beside the label (a "forgot password?" link). */
  aside?: ReactNode;
  /** Shown under the control. */
  hint?: ReactNode;
  /** The wrapper's class (default `mb-3`). */
  className?: string;
  /** Marks the field required for assistive technology (the schema checks it). */
  required?: boolean;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
}

/**
 * The one labelled text input (or textarea): its label tied to it, its error announced and tied
 * with aria-describedby, with Bootstrap's invalid state.
 */
export function TextField({
  id: givenId,
  label,
  error,
  registration,
  aside,
  hint,
  className = 'mb-3',
  required,
  rows,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const message = errorText(error);
  const control = {
    id,
    'aria-required': required || undefined,
    ...invalidity(id, error),
    ...registration,
  };
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} aside={aside} />
      {rows ? (
        <textarea
          rows={rows}
          dir={input.dir}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          {...control}
        />
      ) : (
        <input {...input} {...control} />
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
      {hint}
    </div>
  );
}

import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
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
  className = 'form-label',
}: {
  id: string;
  label: ReactNode;
  aside?: ReactNode;
  /** The label's classes (`visually-hidden` where the control speaks for itself on screen). */
  className?: string;
}) {
  const text = (
    <label htmlFor={id} className={className}>
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

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'className' | 'value' | 'onChange' | 'rows'
> {
  id: string;
  label: ReactNode;
  /** The label's classes (default `form-label`). */
  labelClassName?: string;
  value: string;
  onChange: (value: string) => void;
  /** How many lines it shows (3 unless given). */
  rows?: number;
  /** The field's error: marks the textarea invalid and shows the message under it. */
  error?: FieldError;
  /** A line of help under the textarea (`${id}-help`), read with it. */
  help?: ReactNode;
  /** The wrapper's class. */
  className?: string;
}

/**
 * A labelled textarea of a text kept in the caller's state (a dialog's message, a note): its
 * error and its help tied to it with aria-describedby, with Bootstrap's invalid state.
 */
export function TextAreaField({
  id,
  label,
  labelClassName,
  value,
  onChange,
  error,
  help,
  className,
  rows = 3,
  ...textarea
}: TextAreaFieldProps) {
  const invalid = invalidity(id, error);
  const describedBy = [help ? `${id}-help` : null, invalid['aria-describedby']].filter(Boolean);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} className={labelClassName} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalid}
        aria-describedby={describedBy.join(' ') || undefined}
        {...textarea}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {errorText(error)}
        </div>
      )}
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
    </div>
  );
}

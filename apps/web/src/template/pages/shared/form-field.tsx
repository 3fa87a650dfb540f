import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error; its message is a translation key. */
  error?: FieldError;
  multiline?: boolean;
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled input (or textarea) bound to react-hook-form whose error message is a translation key
 * (auth's TextField takes an already translated error and stands alone).
 */
export function FormField({
  label,
  registration,
  error,
  multiline,
  hint,
  className = '',
  ...input
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {multiline ? (
        <textarea rows={4} {...common} placeholder={input.placeholder} />
      ) : (
        <input type="text" {...input} {...common} />
      )}
      {hint && !error && <div className="form-text">{hint}</div>}
      {error?.message && (
        <div id={errorId} className="invalid-feedback">
          {t(error.message)}
        </div>
      )}
    </div>
  );
}

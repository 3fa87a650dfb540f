import { useId, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface RhfFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Its message is a translation key. */
  error?: FieldError;
  type?: string;
  as?: 'input' | 'textarea' | 'select';
  /** For selects: the option elements. */
  children?: ReactNode;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
  /** Show errors as Bootstrap tooltips instead of text below the field. */
  tooltip?: boolean;
}

/** A labelled Bootstrap control bound to react-hook-form, with its translated error. */
export function RhfField({
  label,
  registration,
  error,
  type = 'text',
  as = 'input',
  children,
  hint,
  placeholder,
  autoComplete,
  className = '',
  tooltip = false,
}: RhfFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    className: `${as === 'select' ? 'form-select' : 'form-control'}${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    ...registration,
  };
  return (
    <div className={`${tooltip ? 'position-relative' : ''} ${className}`}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {as === 'textarea' && <textarea rows={4} placeholder={placeholder} {...common} />}
      {as === 'select' && <select {...common}>{children}</select>}
      {as === 'input' && (
        <input type={type} placeholder={placeholder} autoComplete={autoComplete} {...common} />
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error?.message && (
        <div id={`${id}-error`} className={tooltip ? 'invalid-tooltip' : 'invalid-feedback'}>
          {t(error.message)}
        </div>
      )}
    </div>
  );
}

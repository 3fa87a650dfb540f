import { useId } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  BoundFields,
  type BoundFieldsProps,
  type FieldSpec,
} from '../../../core/ui/bound-fields.tsx';

interface RhfFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** Its message is a translation key. */
  error?: FieldError;
  type?: string;
  as?: 'input' | 'textarea' | 'select';
  /** For selects: the options after the empty “Choose…” one. */
  options?: readonly { value: string; label: string }[];
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
  options = [],
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
      {as === 'select' && (
        <select {...common}>
          <option value="">{t('formsDemo.common.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
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

/** An RhfField told as data: its name in the form and its props. */
export type RhfFieldSpec<T extends FieldValues> = FieldSpec<T, RhfFieldProps>;

/** An RhfField for each spec, registered with the form and showing the form's error for it. */
export function RhfFields<T extends FieldValues>(props: BoundFieldsProps<T, RhfFieldProps>) {
  return <BoundFields Field={RhfField} {...props} />;
}

/** A new password and its confirmation, side by side (registration and the wizard's account). */
export function newPasswordFields<T extends { password: string; confirmPassword: string }>(
  t: (key: string) => string,
): RhfFieldSpec<T>[] {
  const password = { className: 'col-md-6', type: 'password', autoComplete: 'new-password' };
  return [
    {
      ...password,
      name: 'password' as Path<T>,
      label: t('formsDemo.common.password'),
      hint: t('formsDemo.wizard.passwordHint'),
    },
    {
      ...password,
      name: 'confirmPassword' as Path<T>,
      label: t('formsDemo.common.confirmPassword'),
    },
  ];
}

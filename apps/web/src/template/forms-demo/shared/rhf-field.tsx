import { useId } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';

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

/** An RhfField told as data: the field's name in the form and its props. */
export type RhfFieldSpec<T extends FieldValues> = Omit<RhfFieldProps, 'registration' | 'error'> & {
  name: Path<T>;
};

/** An RhfField for each spec, registered with the form and showing the form's error for it. */
export function RhfFields<T extends FieldValues>({
  form,
  fields,
  className,
}: {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  fields: RhfFieldSpec<T>[];
  /** The grid class of every field whose spec names none. */
  className?: string;
}) {
  return fields.map(({ name, ...field }) => (
    <RhfField
      key={name}
      className={className}
      {...field}
      registration={form.register(name)}
      error={get(form.formState.errors, name) as FieldError | undefined}
    />
  ));
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

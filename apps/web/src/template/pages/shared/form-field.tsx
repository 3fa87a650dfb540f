import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import {
  BoundFields,
  type BoundFieldsProps,
  type FieldSpec as CoreFieldSpec,
} from '../../../core/ui/bound-fields.tsx';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error; its message is a translation key. */
  error?: FieldError;
  multiline?: boolean;
  /** Makes the field a select of these options (`placeholder` names the empty first one). */
  options?: readonly { value: string; label: string }[];
  hint?: ReactNode;
  className?: string;
}

/**
 * A labelled input, textarea or select bound to react-hook-form whose error message is a
 * translation key (auth's TextField takes an already translated error and stands alone).
 */
export function FormField({
  label,
  registration,
  error,
  multiline,
  options,
  hint,
  className = '',
  ...input
}: FormFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  const control = `form-control${error ? ' is-invalid' : ''}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {options ? (
        <select className={`form-select${error ? ' is-invalid' : ''}`} {...common}>
          {input.placeholder !== undefined && <option value="">{input.placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea rows={4} className={control} {...common} placeholder={input.placeholder} />
      ) : (
        <input type="text" {...input} className={control} {...common} />
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

/** A select's options from a list of values and how each is shown. */
export function choices<V extends string>(values: readonly V[], label: (value: V) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/** A FormField told as data: its name in the form, its register rules and its props. */
export type FieldSpec<T extends FieldValues> = CoreFieldSpec<T, FormFieldProps>;

/** A FormField for each spec, registered with the form and showing the form's error for it. */
export function FormFields<T extends FieldValues>(props: BoundFieldsProps<T, FormFieldProps>) {
  return <BoundFields Field={FormField} {...props} />;
}

/**
 * A form's buttons: “Save changes” and, when given, cancel; in a dialog, “Submit” and cancel
 * centred under the form.
 */
export function FormActions({
  onCancel,
  dialog = false,
}: {
  onCancel?: () => void;
  dialog?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={dialog ? 'd-flex justify-content-center gap-2 mt-4' : 'mt-4 d-flex gap-2'}>
      <button type="submit" className="btn btn-primary">
        {t(dialog ? 'pages.common.submit' : 'pages.common.saveChanges')}
      </button>
      {onCancel && (
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('pages.common.cancel')}
        </button>
      )}
    </div>
  );
}

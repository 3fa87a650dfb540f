import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps {
  id: string;
  label: string;
  /** The wrapper's classes. */
  className?: string;
  labelClassName?: string;
  /** The translation key of the field's error, shown under it and linked to it. */
  error?: string;
}

/** The frame's props, and the rest for the control. */
function split<T extends FieldProps>({
  id,
  label,
  className,
  labelClassName,
  error,
  ...control
}: T) {
  return { frame: { id, label, className, labelClassName, error }, control };
}

/** The control's id, class and its link to the error. */
function controlProps({ id, error }: FieldProps) {
  return {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

function FieldFrame({
  id,
  label,
  className,
  labelClassName = 'form-label',
  error,
  children,
}: FieldProps & { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error)}
        </div>
      )}
    </div>
  );
}

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled text input in plain Bootstrap markup, its error linked for screen readers. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = split(props);
  return (
    <FieldFrame {...frame}>
      <input {...controlProps(frame)} {...control} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> & {
    ref?: Ref<HTMLTextAreaElement>;
  };

/** A labelled textarea, as TextField. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = split(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...controlProps(frame)} {...control} />
    </FieldFrame>
  );
}

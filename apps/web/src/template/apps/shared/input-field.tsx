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

/** A control's own props: its element's attributes but the id and class, which the field sets. */
type Control<E, A> = FieldProps & Omit<A, 'id' | 'className'> & { ref?: Ref<E> };

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

/** The control, given its props and its id, class and link to the error, in its labelled frame. */
function framed<P extends FieldProps>(
  { id, label, className, labelClassName, error, ...own }: P,
  render: (control: Omit<P, keyof FieldProps> & { id: string; className: string }) => ReactNode,
) {
  const control = {
    ...own,
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <FieldFrame {...{ id, label, className, labelClassName, error }}>{render(control)}</FieldFrame>
  );
}

/** A labelled text input in plain Bootstrap markup, its error linked for screen readers. */
export function InputField(
  props: Control<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>,
) {
  return framed(props, (control) => <input {...control} />);
}

/** A labelled textarea, as InputField. */
export function TextAreaField(
  props: Control<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  return framed(props, (control) => <textarea {...control} />);
}

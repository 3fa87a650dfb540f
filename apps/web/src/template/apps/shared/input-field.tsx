import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Labelled } from '../../shared/labelled.tsx';

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

/** The control, given its props and its id, class and link to the error, in its labelled frame. */
function framed<P extends FieldProps>(
  { id, label, className, labelClassName, error, ...own }: P,
  render: (control: Omit<P, keyof FieldProps> & { id: string; className: string }) => ReactNode,
  t: (key: string) => string,
) {
  const control = {
    ...own,
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <Labelled {...{ id, label, className, labelClassName }} error={error && t(error)}>
      {render(control)}
    </Labelled>
  );
}

/** A labelled text input in plain Bootstrap markup, its error linked for screen readers. */
export function InputField(
  props: Control<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>,
) {
  const { t } = useTranslation();
  return framed(props, (control) => <input {...control} />, t);
}

/** A labelled textarea, as InputField. */
export function TextAreaField(
  props: Control<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { t } = useTranslation();
  return framed(props, (control) => <textarea {...control} />, t);
}

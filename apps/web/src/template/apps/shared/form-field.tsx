import type { Ref } from 'react';
import type { FormControlProps } from 'react-bootstrap';
import Form from 'react-bootstrap/Form';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';

interface FormFieldProps extends Omit<FormControlProps, 'isInvalid'> {
  controlId: string;
  label: string;
  /** The translation key of the field's error, shown below it. */
  error?: string;
  /** The group's classes. */
  className?: string;
  rows?: number;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled react-bootstrap control with its translated error. */
export function FormField({
  controlId,
  label,
  error,
  className = 'mb-3',
  ...control
}: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Group className={className} controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} isInvalid={Boolean(error)} />
      <Form.Control.Feedback type="invalid">{t(error ?? '')}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** What a FormField of the list takes besides its binding, id, label and error. */
type ListedFieldProps = Omit<FormFieldProps, 'controlId' | 'label' | 'error' | 'className'>;

interface FormFieldListProps<T extends FieldValues, N extends Path<T>> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  names: readonly N[];
  /** Each field's id: `<idPrefix>-<name>`, or the one given for its name. */
  idPrefix: string | ((name: N) => string);
  label: (name: N) => string;
  /** The group's classes, for every field or by field. */
  className?: string | ((name: N) => string);
  rules?: RegisterOptions<T, N>;
  /** Further props of a field (its type, autocomplete…). */
  props?: (name: N) => ListedFieldProps;
}

/** A FormField for each name, registered with the form and showing its translated error. */
export function FormFieldList<T extends FieldValues, N extends Path<T>>({
  form,
  names,
  idPrefix,
  label,
  className,
  rules,
  props,
}: FormFieldListProps<T, N>) {
  return names.map((name) => (
    <FormField
      key={name}
      className={typeof className === 'function' ? className(name) : className}
      controlId={typeof idPrefix === 'function' ? idPrefix(name) : `${idPrefix}-${name}`}
      label={label(name)}
      {...props?.(name)}
      {...form.register(name, rules)}
      error={(get(form.formState.errors, name) as FieldError | undefined)?.message}
    />
  ));
}

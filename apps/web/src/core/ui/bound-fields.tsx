import type { ComponentType } from 'react';
import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** What a field component takes from the form for its field, and its grid class. */
export interface FieldBinding {
  registration: UseFormRegisterReturn;
  error?: FieldError;
  className?: string;
}

/** A field told as data: its name in the form, its register rules and the component's other props. */
export type FieldSpec<T extends FieldValues, P extends FieldBinding> = Omit<
  P,
  'registration' | 'error'
> & {
  name: Path<T>;
  rules?: RegisterOptions<T, Path<T>>;
};

export interface BoundFieldsProps<T extends FieldValues, P extends FieldBinding> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  fields: FieldSpec<T, P>[];
  /** The grid class of every field whose spec names none. */
  className?: string;
}

/**
 * A `Field` for each spec, registered with the form and showing the form's error for it: a form's
 * fields written as a list instead of one element each (each area brings its field component).
 */
export function BoundFields<T extends FieldValues, P extends FieldBinding>({
  Field,
  form,
  fields,
  className,
}: BoundFieldsProps<T, P> & { Field: ComponentType<P> }) {
  return fields.map(({ name, rules, ...spec }) => {
    const props = {
      className,
      ...spec,
      registration: form.register(name, rules),
      error: get(form.formState.errors, name) as FieldError | undefined,
    } as unknown as P; // the spec is P without what the form supplies, which is added here
    return <Field key={name} {...props} />;
  });
}

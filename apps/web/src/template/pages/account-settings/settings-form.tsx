import type { FormEventHandler, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { FormActions } from '../shared/form-field.tsx';

/**
 * A settings tab's form: it starts from the saved values, hands valid values to `onSave` and then
 * treats them as the new starting point; cancel puts back the values it started from.
 */
export function useSettingsForm<T extends FieldValues>(
  resolver: Resolver<T>,
  initial: T,
  onSave: (values: T) => void,
) {
  const form = useForm<T>({ resolver, defaultValues: initial as DefaultValues<T> });
  const actions = {
    onSubmit: form.handleSubmit((values) => {
      onSave(values);
      form.reset(values);
    }),
    onCancel: () => form.reset(initial),
  };
  return { form, actions };
}

interface SettingsFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}

/** A settings tab's form element with its “Save changes” and “Cancel” buttons. */
export function SettingsForm({ label, onSubmit, onCancel, children }: SettingsFormProps) {
  return (
    <form noValidate aria-label={label} onSubmit={onSubmit}>
      {children}
      <FormActions onCancel={onCancel} />
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

interface PanelFormOptions<In extends FieldValues, Out> extends Omit<
  UseFormProps<In, unknown, Out>,
  'resolver'
> {
  /** Saves the valid form. */
  save: (value: Out) => unknown;
  /** Closes the panel or dialog once saved. */
  onHide: () => void;
  /** Shown (as `failure`) when the save throws, which keeps the panel open; without it, the throw propagates. */
  failureText?: string;
  /** Keeps the saved values instead of starting again from the form's defaults (for panels that set their values as they open). */
  keepValues?: boolean;
}

/**
 * The form of a panel or dialog, checked by its schema: a valid submit saves, starts the form
 * again from its defaults and closes. `onSubmit` goes to the form element, or `panel` to a
 * FormPanel.
 */
export function usePanelForm<In extends FieldValues, Out = In>(
  schema: z.ZodType<Out, In>,
  { save, onHide, failureText, keepValues = false, ...props }: PanelFormOptions<In, Out>,
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), ...props });
  // The defaults as this render gives them (a default such as today's date stays current).
  const { defaultValues } = props;
  const restart = typeof defaultValues === 'function' ? undefined : defaultValues;
  const [failure, setFailure] = useState('');
  const submit = form.handleSubmit(async (value) => {
    setFailure('');
    try {
      await save(value);
    } catch (error) {
      if (failureText === undefined) throw error;
      setFailure(failureText);
      return;
    }
    if (!keepValues) form.reset(restart);
    onHide();
  });
  const onSubmit = (event?: BaseSyntheticEvent) => void submit(event);
  return {
    ...form,
    errors: form.formState.errors,
    failure,
    setFailure,
    onSubmit,
    /** What a FormPanel takes from its form: closing, submitting and whether a submit is under way. */
    panel: { onHide, onSubmit, submitting: form.formState.isSubmitting },
  };
}

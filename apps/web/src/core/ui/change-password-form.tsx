import { useState, type CSSProperties } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordInputSchema } from '@careers/contracts';
import { useChangePasswordMutation } from '../api/account.ts';
import { serverMessage, toApiError } from '../api/api-error.ts';
import { localizedResolver } from '../forms/localized-resolver.ts';
import { TextField } from './text-field.tsx';
import { notify } from './toasts.tsx';
import { FormSubmit } from './form-submit.tsx';

const schema = changePasswordInputSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type PasswordForm = z.infer<typeof schema>;

/** The caller's words: the three labels, the button, the toast and the fallback failure. */
export interface ChangePasswordTexts {
  current: string;
  new: string;
  confirm: string;
  submit: string;
  changed: string;
  failed: string;
}

/**
 * POST /me/password: the current password, then the new one twice. A refused password is marked
 * on its field; `message` turns the contract's and server's messages into the caller's words.
 */
export function ChangePasswordForm({
  texts,
  message = (said) => said ?? '',
  style,
}: {
  texts: ChangePasswordTexts;
  message?: (said: string | undefined | null) => string;
  style?: CSSProperties;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: localizedResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      reset();
      void notify('success', texts.changed);
    } catch (error) {
      const failed = toApiError(error);
      if (failed.field === 'currentPassword' || failed.field === 'newPassword') {
        setError(failed.field, { message: serverMessage(failed) ?? '' });
      } else {
        setFailure(message(serverMessage(failed)) || texts.failed);
      }
    }
  });

  const field = (name: keyof PasswordForm, label: string, autoComplete: string) => {
    const error = errors[name];
    return (
      <TextField
        id={`pw-${name}`}
        label={label}
        type="password"
        autoComplete={autoComplete}
        registration={register(name)}
        error={error && { message: message(error.message) }}
      />
    );
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} style={style}>
      {field('currentPassword', texts.current, 'current-password')}
      {field('newPassword', texts.new, 'new-password')}
      {field('confirmPassword', texts.confirm, 'new-password')}
      <FormSubmit failure={failure} busy={isSubmitting} label={texts.submit} />
    </form>
  );
}

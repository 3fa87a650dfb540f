import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import type { AuthVariant } from '../auth-layout.tsx';
import { NewPasswordFields } from '../form-fields.tsx';
import { PASSWORD_LIMITS } from '../messages.ts';
import { DemoEmailField, BackToLogin, DemoPage, DemoSuccess, demoPage } from './demo-parts.tsx';
import { FormSubmit } from '../../../core/ui/form-submit.tsx';

/** Sample "forgot password": validates the address and shows the sent state. */
function DemoForgot({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <DemoPage
      art="forgot"
      variant={variant}
      texts="auth.forgot"
      footer={<BackToLogin variant={variant} />}
    >
      {sentTo ? (
        <DemoSuccess
          variant={variant}
          title={t('auth.forgot.sentTitle')}
          text={t('auth.demo.forgot.sent', { email: sentTo })}
        />
      ) : (
        <form noValidate onSubmit={(e) => void handleSubmit(({ email }) => setSentTo(email))(e)}>
          <DemoEmailField register={register} errors={errors} />
          <FormSubmit busy={false} label={t('auth.forgot.submit')} wide />
        </form>
      )}
    </DemoPage>
  );
}

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** Sample "reset password": the same rules as the real one (length, confirmation). */
function DemoReset({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResetForm>({ defaultValues: { password: '', confirmPassword: '' } });
  const password = useWatch({ control, name: 'password' });
  return (
    <DemoPage
      art="reset"
      variant={variant}
      texts="auth.reset"
      footer={<BackToLogin variant={variant} />}
    >
      {done ? (
        <DemoSuccess
          variant={variant}
          title={t('auth.demo.reset.doneTitle')}
          text={t('auth.demo.reset.done')}
        />
      ) : (
        <form noValidate onSubmit={(e) => void handleSubmit(() => setDone(true))(e)}>
          <NewPasswordFields
            label={t('auth.reset.newPassword')}
            value={password}
            password={register('password', {
              required: t('auth.errors.passwordRequired'),
              minLength: {
                value: PASSWORD_LIMITS.min,
                message: t('auth.errors.passwordTooShort', PASSWORD_LIMITS),
              },
            })}
            passwordError={errors.password?.message}
            confirm={register('confirmPassword', {
              validate: (value, all) => value === all.password || t('auth.errors.passwordMismatch'),
            })}
            confirmError={errors.confirmPassword?.message}
          />
          <FormSubmit busy={false} label={t('auth.reset.submit')} wide />
        </form>
      )}
    </DemoPage>
  );
}

export const DemoForgotPasswordPage = demoPage(DemoForgot);
export const DemoResetPasswordPage = demoPage(DemoReset);

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { RegisterError, RegisterResponse } from '../../../fake-api/types.ts';
import type { AuthVariant } from '../auth-layout.tsx';
import { loadHttp, toApiError } from '../../../core/api/lean.ts';
import { PasswordField } from '../form-fields.tsx';
import { TextField } from '../../../core/ui/text-field.tsx';
import { useMessage } from '../messages.ts';
import { DemoEmailField, DemoPage, demoPage, DemoSwitch } from './demo-parts.tsx';
import { FormSubmit } from '../../../core/ui/form-submit.tsx';

interface Form {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

/** The sample registration: POST /jwt/register; duplicates come back (status 200) in `error`. */
function DemoRegister({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [created, setCreated] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ defaultValues: { username: '', email: '', password: '', terms: false } });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ username, email, password }) => {
    setCreated(null);
    setFailure(null);
    try {
      const http = await loadHttp();
      const res = await http.post<RegisterResponse | RegisterError>('/jwt/register', {
        username,
        email,
        password,
      });
      if ('error' in res.data) {
        const { email: emailError, username: usernameError } = res.data.error;
        if (emailError) setError('email', { message: message(emailError) });
        if (usernameError) setError('username', { message: message(usernameError) });
        return;
      }
      setCreated(res.data.user.username);
    } catch (error) {
      const { data } = toApiError(error);
      const body = (data as { error?: Record<string, string> } | undefined)?.error;
      setFailure(message(Object.values(body ?? {})[0] ?? 'Something went wrong'));
    }
  });

  return (
    <DemoPage
      art="register"
      variant={variant}
      texts="auth.demo.register"
      footer={
        <DemoSwitch
          text={t('auth.register.haveAccount')}
          link={t('auth.register.signIn')}
          page="login"
          variant={variant}
        />
      }
    >
      {created ? (
        <div className="alert alert-success" role="status">
          <p className="mb-2">{t('auth.demo.register.success', { name: created })}</p>
          <Link to={`/pages/login-${variant}`} className="alert-link">
            {t('auth.register.signIn')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('auth.demo.username')}
            autoComplete="off"
            registration={register('username', { required: t('auth.demo.usernameRequired') })}
            error={errors.username?.message}
          />
          <DemoEmailField register={register} errors={errors} />
          <PasswordField
            label={t('auth.password')}
            autoComplete="new-password"
            registration={register('password', { required: t('auth.errors.passwordRequired') })}
            error={errors.password?.message}
            strengthOf={password}
          />
          <div className="form-check mb-3">
            <input
              id={`terms-${variant}`}
              type="checkbox"
              className={`form-check-input${errors.terms ? ' is-invalid' : ''}`}
              {...register('terms', { required: t('auth.demo.register.termsRequired') })}
            />
            <label htmlFor={`terms-${variant}`} className="form-check-label">
              {t('auth.demo.register.terms')}
            </label>
            {errors.terms && <div className="invalid-feedback">{errors.terms.message}</div>}
          </div>
          <FormSubmit
            failure={failure}
            busy={isSubmitting}
            label={t('auth.register.submit')}
            wide
          />
        </form>
      )}
    </DemoPage>
  );
}

export const DemoRegisterPage = demoPage(DemoRegister);

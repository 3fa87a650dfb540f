import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { LoginError, LoginResponse } from '../../../fake-api/types.ts';
import type { AuthVariant } from '../auth-layout.tsx';
import { loadHttp, toApiError } from '../../../core/api/lean.ts';
import { PasswordField } from '../form-fields.tsx';
import { useMessage } from '../messages.ts';
import { DemoEmailField, DemoPage, demoPage, DemoSwitch } from './demo-parts.tsx';
import { FailureAlert } from '../../../core/ui/failure-alert.tsx';
import { FormSubmit } from '../../../core/ui/form-submit.tsx';

interface Form {
  email: string;
  password: string;
}

/** The sample sign-in: POST /jwt/login on the sample API; the answer is shown, never stored. */
function DemoLogin({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState<LoginResponse['userData'] | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSignedIn(null);
    try {
      const http = await loadHttp();
      const res = await http.post<LoginResponse>('/jwt/login', values);
      setSignedIn(res.data.userData);
    } catch (error) {
      const { data } = toApiError(error);
      const text = (data as Partial<LoginError> | undefined)?.error?.email?.[0];
      setFailure(message(text ?? 'Something went wrong'));
    }
  });

  return (
    <DemoPage
      art="login"
      variant={variant}
      texts="auth.demo.login"
      note={t('auth.demo.login.accounts')}
      footer={
        <DemoSwitch
          text={t('auth.login.newHere')}
          link={t('auth.login.createAccount')}
          page="register"
          variant={variant}
        />
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DemoEmailField register={register} errors={errors} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="off"
          registration={register('password', { required: t('auth.errors.enterPassword') })}
          error={errors.password?.message}
          aside={
            <Link to={`/pages/forgot-password-${variant}`} className="small">
              {t('auth.login.forgot')}
            </Link>
          }
        />
        <FailureAlert message={failure} />
        {signedIn && (
          <div className="alert alert-success py-2" role="status">
            {t('auth.demo.login.success', {
              name: signedIn.fullName || signedIn.username,
              role: signedIn.role,
            })}
          </div>
        )}
        <FormSubmit busy={isSubmitting} label={t('auth.login.submit')} wide />
      </form>
    </DemoPage>
  );
}

export const DemoLoginPage = demoPage(DemoLogin);

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loadHttp, serverMessage, toApiError } from '../../core/api/lean.ts';
import { notify } from '../../core/ui/toasts.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './form-fields.tsx';
import { lazyZodResolver, preloadSchemas } from './lazy-resolver.ts';
import { useMessage } from './messages.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

interface ResetForm {
  password: string;
  confirmPassword: string;
}

/** Sets a new password with the single-use token from the emailed link (?token=…). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: lazyZodResolver<ResetForm>('resetPassword'),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const http = await loadHttp();
      await http.post('/api/v1/reset-password', { token, password });
      void notify('success', t('auth.reset.done'));
      void navigate('/login', { replace: true });
    } catch (error) {
      const failed = toApiError(error);
      const said = serverMessage(failed);
      if (failed.field === 'password' && said) {
        setError('password', { message: said });
      } else if (failed.field === 'token' || failed.status === 400 || failed.status === 404) {
        setFailure(message(said) || t('auth.errors.invalidResetToken'));
      } else {
        setFailure(t('auth.reset.failed'));
      }
    }
  });

  return (
    <AuthLayout art="reset">
      <h1 className="h3 mb-1">{t('auth.reset.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.reset.subtitle')}</p>
      {!token ? (
        <div className="alert alert-warning" role="alert">
          <p className="mb-2">{t('auth.errors.invalidResetToken')}</p>
          <Link to="/forgot-password" className="alert-link">
            {t('auth.reset.requestNew')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} onFocus={() => void preloadSchemas()}>
          <NewPasswordFields
            label={t('auth.reset.newPassword')}
            autoFocus
            value={password}
            password={register('password')}
            passwordError={message(errors.password?.message)}
            confirm={register('confirmPassword')}
            confirmError={message(errors.confirmPassword?.message)}
          />
          <FailureAlert message={failure}>
            {' '}
            <Link to="/forgot-password" className="alert-link">
              {t('auth.reset.requestNew')}
            </Link>
          </FailureAlert>
          <FormSubmit busy={isSubmitting} label={t('auth.reset.submit')} wide />
        </form>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to="/login">{t('auth.forgot.back')}</Link>
      </p>
    </AuthLayout>
  );
}

import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../core/ui/toasts.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './form-fields.tsx';
import { preloadSchemas } from './lazy-resolver.ts';
import { useAuthForm } from './use-auth-form.ts';
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
  const form = useAuthForm<ResetForm>('resetPassword', { password: '', confirmPassword: '' });
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.sending(
    async ({ password }, http) => {
      await http.post('/api/v1/reset-password', { token, password });
      void notify('success', t('auth.reset.done'));
      void navigate('/login', { replace: true });
    },
    (failed, said) => {
      if (failed.field === 'password' && said) {
        form.setError('password', { message: said });
        return null;
      }
      if (failed.field === 'token' || failed.status === 400 || failed.status === 404) {
        return message(said) || t('auth.errors.invalidResetToken');
      }
      return t('auth.reset.failed');
    },
  );

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
            password={form.register('password')}
            passwordError={message(form.formState.errors.password?.message)}
            confirm={form.register('confirmPassword')}
            confirmError={message(form.formState.errors.confirmPassword?.message)}
          />
          <FailureAlert message={form.failure}>
            {' '}
            <Link to="/forgot-password" className="alert-link">
              {t('auth.reset.requestNew')}
            </Link>
          </FailureAlert>
          <FormSubmit busy={form.formState.isSubmitting} label={t('auth.reset.submit')} wide />
        </form>
      )}
      <p className="text-center mt-4 mb-0">
        <Link to="/login">{t('auth.forgot.back')}</Link>
      </p>
    </AuthLayout>
  );
}

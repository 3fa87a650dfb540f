import { useState } from 'react';
import { ChevronLeft, Mail } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { AuthLayout } from './auth-layout.tsx';
import { EmailField } from './form-fields.tsx';
import { retryWhen } from './messages.ts';
import { preloadSchemas } from './lazy-resolver.ts';
import { useAuthForm } from './use-auth-form.ts';
import { useMessage } from './messages.ts';
import { RoleSwitch } from './role-switch.tsx';
import { useAccountRole } from './use-sign-in.ts';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const [role, setRole] = useAccountRole();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm<{ email: string }>('forgot', { email: '' });

  const submit = form.sending(
    async ({ email }, http) => {
      await http.post(`/api/v1/${role}/forgot-password`, { email });
      setSentTo(email);
    },
    (failed, said) => {
      if (failed.status === 429) {
        const when = retryWhen(failed.retryAfter ?? 60, i18n.language);
        return t('auth.login.tooMany', { when });
      }
      return said ? message(said) : t('auth.forgot.failed');
    },
  );

  const back = (
    <p className="text-center mt-4 mb-0">
      <Link
        to={`/login${role === 'admin' ? '?role=admin' : ''}`}
        className="d-inline-flex align-items-center gap-1"
      >
        <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
        {t('auth.forgot.back')}
      </Link>
    </p>
  );

  if (sentTo) {
    return (
      <AuthLayout art="verify">
        <div role="status">
          <h1 className="h3 mb-2 d-flex align-items-center gap-2">
            <Mail aria-hidden="true" className="text-primary" />
            {t('auth.forgot.sentTitle')}
          </h1>
          <p className="mb-1">{t('auth.forgot.sentText', { email: sentTo })}</p>
          <p className="text-body-secondary small">{t('auth.forgot.sentHint')}</p>
        </div>
        <button
          type="button"
          className="btn btn-outline-primary w-100"
          onClick={() => setSentTo(null)}
        >
          {t('auth.forgot.again')}
        </button>
        {back}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout art="forgot">
      <h1 className="h3 mb-1">{t('auth.forgot.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.forgot.subtitle')}</p>
      <RoleSwitch
        value={role}
        onChange={setRole}
        label="auth.forgot.roleLabel"
        roles={['candidate', 'employer', 'admin']}
      />
      <form noValidate onSubmit={(e) => void submit(e)} onFocus={() => void preloadSchemas()}>
        <EmailField
          autoFocus
          registration={form.register('email')}
          error={message(form.formState.errors.email?.message)}
        />
        <FormSubmit form={form} label={t('auth.forgot.submit')} wide />
      </form>
      {back}
    </AuthLayout>
  );
}

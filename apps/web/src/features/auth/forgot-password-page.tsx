import { useState } from 'react';
import { ChevronLeft, Mail } from 'react-feather';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadHttp, serverMessage, toApiError } from '../../core/api/lean.ts';
import { AuthLayout } from './auth-layout.tsx';
import { TextField } from '../../core/ui/text-field.tsx';
import { retryWhen } from './messages.ts';
import { lazyZodResolver, preloadSchemas } from './lazy-resolver.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: lazyZodResolver<{ email: string }>('forgot'),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const http = await loadHttp();
      await http.post(`/api/v1/${role}/forgot-password`, { email });
      setSentTo(email);
    } catch (error) {
      const failed = toApiError(error);
      const said = serverMessage(failed);
      if (failed.status === 429) {
        const when = retryWhen(failed.retryAfter ?? 60, i18n.language);
        setFailure(t('auth.login.tooMany', { when }));
      } else {
        setFailure(said ? message(said) : t('auth.forgot.failed'));
      }
    }
  });

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
        <TextField
          label={t('auth.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          autoFocus
          registration={register('email')}
          error={message(errors.email?.message)}
        />
        <FormSubmit failure={failure} busy={isSubmitting} label={t('auth.forgot.submit')} wide />
      </form>
      {back}
    </AuthLayout>
  );
}

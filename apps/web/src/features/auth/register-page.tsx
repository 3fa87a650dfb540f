import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LoginPayload } from '../../core/auth/types.ts';
import { loadHttp, serverMessage, toApiError } from '../../core/api/lean.ts';
import { AuthLayout } from './auth-layout.tsx';
import { NewPasswordFields } from './form-fields.tsx';
import { TextField } from '../../core/ui/text-field.tsx';
import { lazyZodResolver, preloadSchemas } from './lazy-resolver.ts';
import { useMessage } from './messages.ts';
import { useSignIn } from './use-sign-in.ts';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

interface RegisterForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const FIELDS: readonly string[] = ['fullName', 'email', 'password', 'confirmPassword'];

/**
 * Candidates register here; careers staff register through an invitation link
 * (/register?invitation=<token>), which shows the staff form.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const invitation = params.get('invitation')?.trim() || null;
  const staff = invitation !== null;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: lazyZodResolver<RegisterForm>(staff ? 'adminRegister' : 'candidateRegister'),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const submit = handleSubmit(async ({ fullName, email, password }) => {
    setFailure(null);
    try {
      const http = await loadHttp();
      const res = await http.post<LoginPayload>(
        staff ? '/api/v1/admin/register' : '/api/v1/candidate/register',
        staff
          ? { fullName, email, password, invitationToken: invitation }
          : { fullName, email, password },
      );
      signIn(res.data);
    } catch (error) {
      const failed = toApiError(error);
      const said = serverMessage(failed);
      const text = message(said);
      if (failed.field && FIELDS.includes(failed.field) && text) {
        setError(failed.field as Path<RegisterForm>, { message: said ?? '' });
      } else if (failed.status === 403) {
        setFailure(text || t('auth.register.invitationProblem'));
      } else if (failed.status !== undefined && failed.status < 500 && text) {
        setFailure(text);
      } else {
        setFailure(t('auth.register.failed'));
      }
    }
  });

  return (
    <AuthLayout art="register">
      <h1 className="h3 mb-1">{t(staff ? 'auth.register.staffTitle' : 'auth.register.title')}</h1>
      <p className="text-body-secondary mb-4">
        {t(staff ? 'auth.register.staffSubtitle' : 'auth.register.subtitle')}
      </p>
      {staff && (
        <div className="alert alert-primary py-2 small" role="note">
          {t('auth.register.invitationNote')}
        </div>
      )}
      <form noValidate onSubmit={(e) => void submit(e)} onFocus={() => void preloadSchemas()}>
        <TextField
          label={t('auth.register.fullName')}
          autoComplete="name"
          autoFocus
          registration={register('fullName')}
          error={message(errors.fullName?.message)}
        />
        <TextField
          label={t('auth.email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          registration={register('email')}
          error={message(errors.email?.message)}
        />
        <NewPasswordFields
          label={t('auth.password')}
          value={password}
          password={register('password')}
          passwordError={message(errors.password?.message)}
          confirm={register('confirmPassword')}
          confirmError={message(errors.confirmPassword?.message)}
        />
        <FormSubmit
          failure={failure}
          busy={isSubmitting}
          label={t('auth.register.submit')}
          busyLabel={t('auth.register.creating')}
          wide
        />
      </form>
      <p className="text-center mt-4 mb-1">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.signIn')}</Link>
      </p>
      {!staff && (
        <p className="text-center text-body-secondary small mb-0">{t('auth.register.staffHint')}</p>
      )}
    </AuthLayout>
  );
}

import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import type { LoginPayload } from '../../core/auth/types.ts';
import { AuthLayout } from './auth-layout.tsx';
import { EmailField, NewPasswordFields } from './form-fields.tsx';
import { TextField } from '../../core/ui/text-field.tsx';
import { preloadSchemas } from './lazy-resolver.ts';
import { useAuthForm } from './use-auth-form.ts';
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
  const form = useAuthForm<RegisterForm>(staff ? 'adminRegister' : 'candidateRegister', {
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.sending(
    async ({ fullName, email, password }, http) => {
      const res = await http.post<LoginPayload>(
        staff ? '/api/v1/admin/register' : '/api/v1/candidate/register',
        staff
          ? { fullName, email, password, invitationToken: invitation }
          : { fullName, email, password },
      );
      signIn(res.data);
    },
    (failed, said) => {
      const text = message(said);
      if (failed.field && FIELDS.includes(failed.field) && text) {
        form.setError(failed.field as Path<RegisterForm>, { message: said ?? '' });
        return null;
      }
      if (failed.status === 403) return text || t('auth.register.invitationProblem');
      if (failed.status !== undefined && failed.status < 500 && text) return text;
      return t('auth.register.failed');
    },
  );

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
          registration={form.register('fullName')}
          error={message(form.formState.errors.fullName?.message)}
        />
        <EmailField
          registration={form.register('email')}
          error={message(form.formState.errors.email?.message)}
        />
        <NewPasswordFields
          label={t('auth.password')}
          value={password}
          password={form.register('password')}
          passwordError={message(form.formState.errors.password?.message)}
          confirm={form.register('confirmPassword')}
          confirmError={message(form.formState.errors.confirmPassword?.message)}
        />
        <FormSubmit
          form={form}
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

import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectSessionEnded } from '../../core/auth/auth.slice.ts';
import type { LoginPayload } from '../../core/auth/types.ts';
import { loadHttp, serverMessage, toApiError } from '../../core/api/lean.ts';
import { AuthLayout } from './auth-layout.tsx';
import { EmailField, PasswordField } from './form-fields.tsx';
import { retryWhen } from './messages.ts';
import { loadSchemas } from './lazy-resolver.ts';
import { useMessage } from './messages.ts';
import type { AccountRole } from './role-switch.tsx';
import { useSignIn } from './use-sign-in.ts';
import { FailureAlert } from '../../core/ui/failure-alert.tsx';
import { FormSubmit } from '../../core/ui/form-submit.tsx';

interface LoginForm {
  email: string;
  password: string;
}

/** One account of the address the password opened (POST /login asks which to use). */
interface AccountChoice {
  role: AccountRole;
  fullName: string;
}

type SignInAnswer = LoginPayload | { choose: AccountChoice[] };

/**
 * One sign-in for students and careers staff: the server finds the account the password opens;
 * when one address holds several, the page asks which to use.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const signIn = useSignIn();
  const sessionEnded = useSelector(selectSessionEnded);
  const [choices, setChoices] = useState<{ email: string; accounts: AccountChoice[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // An employer contact whose address is not confirmed yet may ask for a new link.
  const [unconfirmed, setUnconfirmed] = useState(false);
  // Two fields need no form library: the page opens without one, and without zod, which loads
  // on the first keystroke (the login page's JavaScript budget). The contract's schema validates,
  // so the rules and messages are the server's, and its trimmed, lower-cased values are sent.
  const [values, setValues] = useState<LoginForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginForm, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function validate(next: LoginForm) {
    const { schemas } = await loadSchemas();
    const parsed = schemas.login.safeParse(next);
    const found: Partial<Record<keyof LoginForm, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'email' || field === 'password') && !found[field]) {
          found[field] = issue.message;
        }
      }
    }
    setErrors(found);
    return parsed.success ? parsed.data : null;
  }

  const change = (field: keyof LoginForm) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first attempt, errors follow the typing, as they clear once fixed.
    if (submitted) void validate(next);
  };

  /** Signs in, or keeps the accounts to choose from; `role` is the account chosen. */
  async function send(body: LoginForm & { role?: AccountRole }) {
    const http = await loadHttp();
    const res = await http.post<SignInAnswer>('/api/v1/login', body);
    if ('choose' in res.data) setChoices({ email: body.email, accounts: res.data.choose });
    else signIn(res.data);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    await attempt(async () => {
      const valid = await validate(values);
      if (!valid) {
        requestAnimationFrame(() =>
          formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
        );
        return;
      }
      await send(valid);
    });
  }

  async function choose(role: AccountRole) {
    if (isSubmitting || !choices) return;
    await attempt(() => send({ email: choices.email, password: values.password, role }));
  }

  async function attempt(action: () => Promise<void>) {
    setSubmitting(true);
    setFailure(null);
    setUnconfirmed(false);
    try {
      await action();
    } catch (error) {
      const failed = toApiError(error);
      const said = serverMessage(failed);
      setUnconfirmed(failed.code === 'email_unverified');
      if (failed.status === 429) {
        const when = retryWhen(failed.retryAfter ?? 60, i18n.language);
        setFailure(t('auth.login.tooMany', { when }));
      } else if (failed.status !== undefined && failed.status < 500 && said) {
        setFailure(message(said));
      } else {
        setFailure(t('auth.login.failed'));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout art="login">
      <h1 className="h3 mb-1">{t('auth.login.title')}</h1>
      <p className="text-body-secondary mb-4">{t('auth.login.subtitle')}</p>
      {sessionEnded && (
        <div className="alert alert-warning py-2" role="status">
          {t('auth.login.sessionEnded')}
        </div>
      )}
      {choices ? (
        <section aria-labelledby="choose-account-title">
          <h2 id="choose-account-title" className="h5 mb-1">
            {t('auth.login.choose.title')}
          </h2>
          <p className="text-body-secondary">
            {t('auth.login.choose.text', { email: choices.email })}
          </p>
          <div className="d-grid gap-2 mb-3">
            {choices.accounts.map((account) => (
              <button
                key={account.role}
                type="button"
                className="btn btn-outline-primary text-start"
                disabled={isSubmitting}
                onClick={() => void choose(account.role)}
              >
                <span className="d-block fw-semibold">{t(`auth.login.as.${account.role}`)}</span>
                <span className="d-block small">{account.fullName}</span>
              </button>
            ))}
          </div>
          <FailureAlert message={failure} />
          <button
            type="button"
            className="btn btn-link px-0"
            onClick={() => {
              setChoices(null);
              setFailure(null);
            }}
          >
            {t('auth.login.choose.back')}
          </button>
        </section>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={(e) => void submit(e)}
          onInput={() => void loadSchemas()}
        >
          <EmailField
            autoFocus
            name="email"
            value={values.email}
            onChange={change('email')}
            error={message(errors.email)}
          />
          <PasswordField
            label={t('auth.password')}
            autoComplete="current-password"
            name="password"
            value={values.password}
            onChange={change('password')}
            error={message(errors.password)}
            aside={
              <Link to="/forgot-password" className="small">
                {t('auth.login.forgot')}
              </Link>
            }
          />
          <FailureAlert message={failure} />
          {unconfirmed && (
            <p className="small">
              <Link to="/employer/verify-email">{t('auth.login.newConfirmation')}</Link>
            </p>
          )}
          <FormSubmit
            busy={isSubmitting}
            label={t('auth.login.submit')}
            busyLabel={t('auth.login.signingIn')}
            wide
          />
        </form>
      )}
      <p className="text-center mt-4 mb-1">
        {t('auth.login.newHere')} <Link to="/register">{t('auth.login.createAccount')}</Link>
      </p>
      <p className="text-center mb-1">
        <Link to="/employer/register">{t('auth.login.employerRegister')}</Link>
      </p>
      <p className="text-center text-body-secondary small mb-0">{t('auth.login.staffNote')}</p>
    </AuthLayout>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { loadHttp, toApiError } from '../../core/api/lean.ts';
import { EmployerAuthCard } from './employer-ui.tsx';

type Outcome =
  | { state: 'pending' }
  | { state: 'done'; email: string }
  | { state: 'invalid' | 'failed' }
  /** No link: the contact asks for a new one. */
  | { state: 'ask' };

// One request per token, however often the page mounts (the link is single use).
const requests = new Map<string, Promise<{ email: string }>>();
function confirmAddress(token: string): Promise<{ email: string }> {
  let request = requests.get(token);
  if (!request) {
    request = loadHttp()
      .then((http) => http.post<{ email: string }>('/api/v1/employer/verify-email', { token }))
      .then((res) => res.data);
    requests.set(token, request);
  }
  return request;
}

/** A new link by email: the answer is the same whether or not the address has an account. */
function ResendForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    try {
      const http = await loadHttp();
      await http.post('/api/v1/employer/verify-email/resend', { email: email.trim() });
      setSent(true);
    } catch {
      setFailed(true);
    }
  }
  if (sent)
    return (
      <div className="alert alert-info" role="status">
        {t('employer.verify.resent')}
      </div>
    );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mb-3">
      <label htmlFor="employer-resend-email" className="form-label">
        {t('employer.verify.resendLabel')}
      </label>
      <div className="d-flex gap-2">
        <input
          id="employer-resend-email"
          type="email"
          dir="ltr"
          autoComplete="email"
          className="form-control"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="btn btn-outline-primary text-nowrap" disabled={!email}>
          {t('employer.verify.resend')}
        </button>
      </div>
      {failed && (
        <div className="text-danger small mt-2" role="alert">
          {t('employer.verify.failed')}
        </div>
      )}
    </form>
  );
}

/** Confirms an employer contact's address with the single-use link mailed at registration. */
export function EmployerVerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'pending' } : { state: 'ask' });

  useEffect(() => {
    if (!token) return;
    // One request per token (confirmAddress remembers it), so a second mount reads the same answer.
    void confirmAddress(token).then(
      ({ email }) => setOutcome({ state: 'done', email }),
      (error: unknown) => {
        const failed = toApiError(error);
        setOutcome({ state: failed.status === 400 ? 'invalid' : 'failed' });
      },
    );
  }, [token]);

  return (
    <EmployerAuthCard>
      <h1 className="h3 mb-3">{t('employer.verify.title')}</h1>
      {outcome.state === 'pending' && (
        <p className="text-body-secondary" role="status">
          {t('employer.verify.pending')}
        </p>
      )}
      {outcome.state === 'done' && (
        <>
          <div className="alert alert-success" role="status">
            {t('employer.verify.done', { email: outcome.email })}
          </div>
          <Link to="/login?redirect=%2Femployer%2Fdashboard" className="btn btn-primary w-100">
            {t('employer.verify.signIn')}
          </Link>
        </>
      )}
      {outcome.state === 'ask' && (
        <>
          <p className="text-body-secondary">{t('employer.verify.ask')}</p>
          <ResendForm />
          <Link to="/login" className="btn btn-link px-0">
            {t('employer.verify.signIn')}
          </Link>
        </>
      )}
      {(outcome.state === 'invalid' || outcome.state === 'failed') && (
        <>
          <div className="alert alert-danger" role="alert">
            {t(outcome.state === 'invalid' ? 'employer.verify.invalid' : 'employer.verify.failed')}
          </div>
          <ResendForm />
          <Link to="/login" className="btn btn-link px-0">
            {t('employer.verify.signIn')}
          </Link>
        </>
      )}
    </EmployerAuthCard>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link, useSearchParams } from 'react-router';
import { useConfirmedAddress, type ConfirmOutcome } from '../../core/api/confirm-address.ts';
import { loadHttp } from '../../core/api/lean.ts';
import { EmailFieldWithAction } from '../../core/ui/email-field-with-action.tsx';
import { EmployerAuthCard } from './employer-ui.tsx';

/** No link: the contact asks for a new one. */
type Outcome = ConfirmOutcome | { state: 'ask' };

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
      <EmailFieldWithAction
        id="employer-resend-email"
        label={t('employer.verify.resendLabel')}
        value={email}
        onChange={setEmail}
        action={t('employer.verify.resend')}
        actionClassName="btn btn-outline-primary text-nowrap"
        disabled={!email}
      />
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
  const confirmed = useConfirmedAddress('/api/v1/employer/verify-email', token);
  const outcome: Outcome = token ? confirmed : { state: 'ask' };

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

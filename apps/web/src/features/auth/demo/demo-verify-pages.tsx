import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { AuthLayout, type AuthVariant } from '../auth-layout.tsx';
import { DemoNote, DemoPage, DemoSuccess, demoPage } from './demo-parts.tsx';
import { TwoStepInputs } from './two-step-inputs.tsx';
import { FormSubmit } from '../../../core/ui/form-submit.tsx';

const SAMPLE_EMAIL = 'admin@demo.com';
const SAMPLE_PHONE = '•••• ••• 0192';

/** Sample "verify your email": the link was sent; resending shows it was sent again. */
function DemoVerifyEmail({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  const [resent, setResent] = useState(0);
  return (
    <AuthLayout art="verify" variant={variant}>
      <h1 className="h3 mb-1">{t('auth.demo.verify.title')}</h1>
      <p className="mb-3">{t('auth.demo.verify.text', { email: SAMPLE_EMAIL })}</p>
      <DemoNote />
      <Link to="/pages/login-basic" className="btn btn-primary w-100">
        {t('auth.demo.verify.skip')}
      </Link>
      <p className="text-center mt-4 mb-0">
        {t('auth.demo.verify.noEmail')}{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline"
          onClick={() => setResent((n) => n + 1)}
        >
          {t('auth.demo.verify.resend')}
        </button>
      </p>
      {resent > 0 && (
        <div className="alert alert-success py-2 mt-3 mb-0" role="status">
          {t('auth.demo.verify.resent', { email: SAMPLE_EMAIL })}
        </div>
      )}
    </AuthLayout>
  );
}

/** Sample two-step verification: six digits, checked for completeness, then a success state. */
function DemoTwoSteps({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  const [code, setCode] = useState<string[]>(['', '', '', '', '', '']);
  const [error, setError] = useState(false);
  const [verified, setVerified] = useState(false);
  const errorId = `two-steps-error-${variant}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const complete = code.every((d) => /^\d$/.test(d));
    setError(!complete);
    setVerified(complete);
  };

  return (
    <DemoPage
      art="two-steps"
      variant={variant}
      title={t('auth.demo.twoSteps.title')}
      intro={
        <>
          <p className="mb-1">{t('auth.demo.twoSteps.text')}</p>
          <p className="fw-semibold mb-3">{SAMPLE_PHONE}</p>
        </>
      }
      footer={
        <>
          {t('auth.demo.twoSteps.noCode')}{' '}
          <button
            type="button"
            className="btn btn-link p-0 align-baseline"
            onClick={() => {
              setCode(['', '', '', '', '', '']);
              setVerified(false);
            }}
          >
            {t('auth.demo.verify.resend')}
          </button>
        </>
      }
    >
      {verified ? (
        <DemoSuccess
          variant={variant}
          title={t('auth.demo.twoSteps.doneTitle')}
          text={t('auth.demo.twoSteps.done')}
        />
      ) : (
        <form noValidate onSubmit={submit}>
          <p className="form-label mb-2" id={`two-steps-label-${variant}`}>
            {t('auth.demo.twoSteps.code')}
          </p>
          <TwoStepInputs
            value={code}
            onChange={(next) => {
              setCode(next);
              setError(false);
            }}
            invalid={error}
            describedBy={error ? errorId : undefined}
          />
          {error && (
            <div id={errorId} className="invalid-feedback d-block" role="alert">
              {t('auth.demo.twoSteps.incomplete')}
            </div>
          )}
          <FormSubmit busy={false} label={t('auth.demo.twoSteps.submit')} wide className="mt-4" />
        </form>
      )}
    </DemoPage>
  );
}

export const DemoVerifyEmailPage = demoPage(DemoVerifyEmail);
export const DemoTwoStepsPage = demoPage(DemoTwoSteps);

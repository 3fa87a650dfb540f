import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { MessageSquare, Smartphone } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../core/ui/toasts.tsx';

type Step = 'choose' | 'app' | 'sms';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => BASE32[b % 32])
    .join('')
    .replace(/(.{4})(?=.)/g, '$1 ');
}

export function TwoFactorModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const ids = { code: useId(), phone: useId() };
  const [step, setStep] = useState<Step>('choose');
  const [method, setMethod] = useState<'app' | 'sms'>('app');
  const [secret] = useState(newSecret);
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onHide();
    setStep('choose');
    setCode('');
    setPhone('');
    setError(null);
  };
  const finish = (message: string) => {
    void notify('success', message);
    close();
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="two-factor-title">
      <Modal.Header closeButton closeLabel={t('pages.common.close')} className="border-0" />
      <Modal.Body className="px-4 px-md-5 pb-5">
        <div className="text-center mb-4">
          <h2 id="two-factor-title" className="h3">
            {t('pages.modals.twoFactor.title')}
          </h2>
          <p className="text-body-secondary">{t(`pages.modals.twoFactor.${step}Text`)}</p>
        </div>
        {step === 'choose' && (
          <>
            <fieldset>
              <legend className="visually-hidden">{t('pages.modals.twoFactor.method')}</legend>
              {(['app', 'sms'] as const).map((m) => (
                <label
                  key={m}
                  className={`d-flex gap-3 align-items-start border rounded p-3 mb-3 choice-card${method === m ? ' border-primary' : ''}`}
                >
                  <input
                    type="radio"
                    name="two-factor-method"
                    className="form-check-input mt-1"
                    checked={method === m}
                    onChange={() => setMethod(m)}
                  />
                  <span className="avatar bg-light-primary">
                    {m === 'app' ? (
                      <Smartphone size={18} aria-hidden="true" />
                    ) : (
                      <MessageSquare size={18} aria-hidden="true" />
                    )}
                  </span>
                  <span>
                    <span className="fw-semibold d-block">{t(`pages.modals.twoFactor.${m}`)}</span>
                    <small className="text-body-secondary">
                      {t(`pages.modals.twoFactor.${m}Hint`)}
                    </small>
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="button" className="btn btn-primary w-100" onClick={() => setStep(method)}>
              {t('pages.common.continue')}
            </button>
          </>
        )}
        {step === 'app' && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!/^\d{6}$/.test(code)) return setError('pages.validation.code');
              finish(t('pages.modals.twoFactor.enabled'));
            }}
          >
            <p className="mb-1">{t('pages.modals.twoFactor.secret')}</p>
            <code
              className="d-block fs-6 p-2 rounded bg-body-tertiary mb-3 text-center"
              dir="ltr"
              data-testid="two-factor-secret"
            >
              {secret}
            </code>
            <label htmlFor={ids.code} className="form-label">
              {t('pages.modals.twoFactor.code')}
            </label>
            <input
              id={ids.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className={`form-control${error ? ' is-invalid' : ''}`}
              value={code}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, ''));
                setError(null);
              }}
            />
            {error && <div className="invalid-feedback">{t(error)}</div>}
            <div className="d-flex justify-content-between mt-4">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setStep('choose')}
              >
                {t('pages.common.back')}
              </button>
              <button type="submit" className="btn btn-primary">
                {t('pages.modals.twoFactor.verify')}
              </button>
            </div>
          </form>
        )}
        {step === 'sms' && (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!/^\+?[0-9 ()-]{7,20}$/.test(phone.trim()))
                return setError('pages.validation.phone');
              finish(t('pages.modals.twoFactor.smsEnabled', { phone: phone.trim() }));
            }}
          >
            <label htmlFor={ids.phone} className="form-label">
              {t('pages.account.phone')}
            </label>
            <input
              id={ids.phone}
              type="tel"
              autoComplete="tel"
              className={`form-control${error ? ' is-invalid' : ''}`}
              placeholder="+44 7700 900123"
              value={phone}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setPhone(e.target.value);
                setError(null);
              }}
            />
            {error && <div className="invalid-feedback">{t(error)}</div>}
            <div className="d-flex justify-content-between mt-4">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setStep('choose')}
              >
                {t('pages.common.back')}
              </button>
              <button type="submit" className="btn btn-primary">
                {t('pages.modals.twoFactor.sendCode')}
              </button>
            </div>
          </form>
        )}
      </Modal.Body>
    </Modal>
  );
}

import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { MessageSquare, Smartphone } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { notify } from '../../../core/ui/toasts.tsx';
import { DemoModal } from './demo-modal.tsx';

type Step = 'choose' | 'app' | 'sms';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => BASE32[b % 32])
    .join('')
    .replace(/(.{4})(?=.)/g, '$1 ');
}

interface StepFormProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  /** The translation key of what is wrong with the value, or null. */
  error: string | null;
  onValue: (value: string) => void;
  /** The submit button's text. */
  submit: string;
  onConfirm: () => void;
  onBack: () => void;
  /** What the step shows above its field. */
  children?: ReactNode;
}

/** A set-up step: one field, its error, and the back and submit buttons. */
function StepForm({
  label,
  error,
  onValue,
  submit,
  onConfirm,
  onBack,
  children,
  ...input
}: StepFormProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm();
      }}
    >
      {children}
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        {...input}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && <div className="invalid-feedback">{t(error)}</div>}
      <div className="d-flex justify-content-between mt-4">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          {t('pages.common.back')}
        </button>
        <button type="submit" className="btn btn-primary">
          {submit}
        </button>
      </div>
    </form>
  );
}

export function TwoFactorModal({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
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
    <DemoModal
      name="twoFactor"
      show={show}
      onHide={close}
      text={t(`pages.modals.twoFactor.${step}Text`)}
      wide={false}
    >
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
        <StepForm
          label={t('pages.modals.twoFactor.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error}
          onValue={(value) => {
            setCode(value.replace(/\D/g, ''));
            setError(null);
          }}
          submit={t('pages.modals.twoFactor.verify')}
          onConfirm={() => {
            if (!/^\d{6}$/.test(code)) return setError('pages.validation.code');
            finish(t('pages.modals.twoFactor.enabled'));
          }}
          onBack={() => setStep('choose')}
        >
          <p className="mb-1">{t('pages.modals.twoFactor.secret')}</p>
          <code
            className="d-block fs-6 p-2 rounded bg-body-tertiary mb-3 text-center"
            dir="ltr"
            data-testid="two-factor-secret"
          >
            {secret}
          </code>
        </StepForm>
      )}
      {step === 'sms' && (
        <StepForm
          label={t('pages.account.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+44 7700 900123"
          value={phone}
          error={error}
          onValue={(value) => {
            setPhone(value);
            setError(null);
          }}
          submit={t('pages.modals.twoFactor.sendCode')}
          onConfirm={() => {
            if (!/^\+?[0-9 ()-]{7,20}$/.test(phone.trim()))
              return setError('pages.validation.phone');
            finish(t('pages.modals.twoFactor.smsEnabled', { phone: phone.trim() }));
          }}
          onBack={() => setStep('choose')}
        />
      )}
    </DemoModal>
  );
}

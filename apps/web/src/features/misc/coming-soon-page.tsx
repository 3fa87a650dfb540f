import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../core/ui/toasts.tsx';
import { MiscPage } from './misc-page.tsx';

// Deliberately simple: something@something.tld, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function ComingSoonPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [subscribed, setSubscribed] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('misc.comingSoon.emailRequired'));
    if (!EMAIL_RE.test(value)) return setError(t('misc.comingSoon.emailInvalid'));
    setError(null);
    setSubscribed(true);
    setEmail('');
    void notify('success', t('misc.comingSoon.subscribed', { email: value }));
  };

  return (
    <MiscPage
      kind="coming-soon"
      title={t('misc.comingSoon.title')}
      text={t('misc.comingSoon.text')}
    >
      <form className="coming-soon-form mb-4" noValidate onSubmit={submit}>
        <label htmlFor="coming-soon-email" className="visually-hidden">
          {t('misc.comingSoon.emailLabel')}
        </label>
        <div className="d-flex gap-2 flex-wrap justify-content-center">
          <input
            id="coming-soon-email"
            type="email"
            autoComplete="email"
            className={`form-control${error ? ' is-invalid' : ''}`}
            placeholder={t('misc.comingSoon.emailPlaceholder')}
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coming-soon-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setSubscribed(false);
            }}
          />
          <button type="submit" className="btn btn-primary">
            {t('misc.comingSoon.notify')}
          </button>
        </div>
        {error && (
          <div id="coming-soon-error" className="invalid-feedback d-block text-start">
            {error}
          </div>
        )}
        {subscribed && (
          <p className="small text-success-emphasis mt-2 mb-0" role="status">
            {t('misc.comingSoon.thanks')}
          </p>
        )}
      </form>
    </MiscPage>
  );
}

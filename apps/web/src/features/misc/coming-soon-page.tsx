import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { EmailFieldWithAction } from '../../core/ui/email-field-with-action.tsx';
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
        <EmailFieldWithAction
          id="coming-soon-email"
          label={t('misc.comingSoon.emailLabel')}
          hideLabel
          placeholder={t('misc.comingSoon.emailPlaceholder')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setSubscribed(false);
          }}
          error={error}
          action={t('misc.comingSoon.notify')}
          rowClassName="flex-wrap justify-content-center"
        />
        {subscribed && (
          <p className="small text-success-emphasis mt-2 mb-0" role="status">
            {t('misc.comingSoon.thanks')}
          </p>
        )}
      </form>
    </MiscPage>
  );
}

import type { ReactNode } from 'react';
import { Info } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Says what a sample page is: it talks to the sample API and never changes the real session. */
export function DemoNote({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info d-flex gap-2 py-2 small" role="note">
      <Info size={16} className="flex-shrink-0 mt-1" aria-hidden="true" />
      <div>
        {t('auth.demo.note')} {children}
      </div>
    </div>
  );
}

/** The success state of a sample form. */
export function DemoSuccess({
  title,
  text,
  variant,
}: {
  title: string;
  text: string;
  variant: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-success" role="status">
      <h2 className="h6 alert-heading mb-1">{title}</h2>
      <p className="mb-2">{text}</p>
      <Link to={`/pages/login-${variant}`} className="alert-link">
        {t('auth.forgot.back')}
      </Link>
    </div>
  );
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { BrandLogo } from '../../core/layout/brand-logo.tsx';
import { AuthIllustration, type AuthArt } from './auth-illustration.tsx';
import './auth.scss';

export type AuthVariant = 'cover' | 'basic';

interface AuthLayoutProps {
  art: AuthArt;
  /** cover: illustration beside the form on wide screens; basic: a centred card. */
  variant?: AuthVariant;
  children: ReactNode;
}

function Brand({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={className} aria-label={t('frame.home')}>
      <BrandLogo size={32} />
      <span className="brand-text fw-semibold fs-5">{t('frame.appName')}</span>
    </Link>
  );
}

/** The frame of every authentication screen. */
export function AuthLayout({ art, variant = 'cover', children }: AuthLayoutProps) {
  if (variant === 'basic') {
    return (
      <div className="auth-wrapper auth-basic">
        <div className="auth-inner">
          <div className="card auth-card">
            <div className="card-body p-4 p-sm-5">
              <Brand className="brand-center mb-4 text-decoration-none" />
              {children}
            </div>
          </div>
        </div>
      </div>
    );
  }
  return (
    <div className="auth-cover">
      <div className="auth-cover-art">
        <Brand className="auth-cover-brand d-inline-flex align-items-center gap-2 text-decoration-none" />
        <AuthIllustration art={art} />
      </div>
      <div className="auth-cover-form">
        <div className="auth-form-inner">
          <Brand className="d-flex d-lg-none align-items-center gap-2 mb-4 text-decoration-none" />
          {children}
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { BrandLogo } from '../../core/layout/brand-logo.tsx';
import { MiscIllustration, type MiscKind } from './misc-illustration.tsx';

interface MiscPageProps {
  kind: MiscKind;
  title: string;
  text: string;
  children?: ReactNode;
}

/** The shared design of the misc pages: brand, heading, text, action, illustration. */
export function MiscPage({ kind, title, text, children }: MiscPageProps) {
  const { t } = useTranslation();
  return (
    <div className="misc-wrapper">
      <Link to="/" className="brand-corner">
        <BrandLogo size={32} />
        <span className="brand-text">{t('frame.appName')}</span>
      </Link>
      <div className="misc-inner text-center">
        <h1 className="misc-title">{title}</h1>
        <p className="misc-text">{text}</p>
        {children}
        <MiscIllustration kind={kind} />
      </div>
    </div>
  );
}

import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import { Info } from 'react-feather';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../core/ui/text-field.tsx';
import type { AuthArt } from '../auth-illustration.tsx';
import { AuthLayout, type AuthVariant } from '../auth-layout.tsx';

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

/**
 * A sample page's route component: one for both variants, the variant read from the path (it
 * ends `-basic` or `-cover`, routes.ts); a change of variant starts the page afresh.
 */
export function demoPage(Page: ComponentType<{ variant: AuthVariant }>) {
  return function DemoRoute() {
    const variant: AuthVariant = useLocation().pathname.endsWith('-cover') ? 'cover' : 'basic';
    return <Page key={variant} variant={variant} />;
  };
}

/** The line under a sample form that leads to its counterpart (sign-in ↔ registration). */
export function DemoSwitch(props: {
  text: string;
  link: string;
  page: string;
  variant: AuthVariant;
}) {
  return (
    <>
      {props.text} <Link to={`/pages/${props.page}-${props.variant}`}>{props.link}</Link>
    </>
  );
}

/** The way back to the sample sign-in of the same variant. */
export function BackToLogin({ variant }: { variant: AuthVariant }) {
  const { t } = useTranslation();
  return <Link to={`/pages/login-${variant}`}>{t('auth.forgot.back')}</Link>;
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

/** The sample forms' rules for an email address: given, and shaped like one. */
function emailRules(t: TFunction) {
  return {
    required: t('auth.errors.emailRequired'),
    pattern: { value: EMAIL_PATTERN, message: t('auth.errors.emailInvalid') },
  };
}

/** The sample forms' email address: given and shaped like one; the browser offers nothing. */
export function DemoEmailField<T extends FieldValues & { email: string }>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      autoComplete="off"
      registration={register('email' as Path<T>, emailRules(t))}
      error={errors.email?.message as string | undefined}
    />
  );
}

/**
 * A sample auth page: the frame, its title and subtitle (or another `intro`), the note that it is
 * a sample (`note` adds to it), the page's content, and the line under it (`footer`).
 */
export function DemoPage({
  texts,
  ...props
}: {
  art: AuthArt;
  variant: AuthVariant;
  /** Where its title and subtitle are (`<texts>.title`, `<texts>.subtitle`), unless given. */
  texts?: string;
  title?: string;
  subtitle?: string;
  intro?: ReactNode;
  note?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = props.title ?? t(`${texts}.title`);
  const subtitle = props.subtitle ?? (texts && t(`${texts}.subtitle`));
  return (
    <AuthLayout art={props.art} variant={props.variant}>
      <h1 className="h3 mb-1">{title}</h1>
      {subtitle && <p className="text-body-secondary mb-3">{subtitle}</p>}
      {props.intro}
      <DemoNote>{props.note}</DemoNote>
      {props.children}
      <p className="text-center mt-4 mb-0">{props.footer}</p>
    </AuthLayout>
  );
}

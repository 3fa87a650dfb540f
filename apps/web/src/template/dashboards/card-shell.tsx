import type { ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { HeadingCard } from '../../core/ui/heading-card.tsx';

interface CardShellProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  loading: boolean;
  className?: string;
}

/** A dashboard card: a heading, optional controls, and a placeholder height while its data loads. */
export function CardShell({ title, actions, children, loading, className = '' }: CardShellProps) {
  const { t } = useTranslation();
  return (
    <HeadingCard title={title} actions={actions} className={className}>
      {loading ? (
        <div
          className="dashboard-card-loading d-flex align-items-center justify-content-center"
          role="status"
        >
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t('dashboards.loading')}</span>
        </div>
      ) : (
        children
      )}
    </HeadingCard>
  );
}

interface CardFigureProps {
  label: string;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
  /** The label in small print (the default). */
  small?: boolean;
}

/** One figure of a card's description list: its name above its value. */
export function CardFigure({
  label,
  children,
  className,
  valueClassName = 'h5 mb-0',
  small = true,
}: CardFigureProps) {
  return (
    <div className={className}>
      <dt className={`fw-normal text-body-secondary${small ? ' small' : ''}`}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

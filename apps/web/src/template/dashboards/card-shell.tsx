import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';

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
    <Card className={`h-100 ${className}`}>
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2 bg-transparent border-0 pb-0">
        <h2 className="h5 mb-0">{title}</h2>
        {actions}
      </Card.Header>
      <Card.Body>
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
      </Card.Body>
    </Card>
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

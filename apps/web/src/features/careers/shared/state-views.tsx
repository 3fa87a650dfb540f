import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { AlertTriangle, Inbox, RefreshCw } from 'react-feather';
import { useTranslation } from 'react-i18next';

/** A spinner for a card or a page part that is loading. */
export function LoadingBlock({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="careers-loading d-flex align-items-center justify-content-center gap-2 py-5"
      role="status"
    >
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label ?? t('careers.common.loading')}</span>
    </div>
  );
}

/** Grey bars in place of a card's content while it loads. */
export function SkeletonLines({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="placeholder-glow" role="status" aria-label={t('careers.common.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`placeholder d-block mb-2 col-${[12, 10, 8, 11, 9][i % 5]}`} />
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="careers-empty text-center text-body-secondary py-5">
      <Inbox size={32} aria-hidden="true" className="mb-2" />
      <p className="mb-0">{text}</p>
    </div>
  );
}

/** A failed load: the server's message (if any) and a retry button. */
export function ErrorState({ message, onRetry }: { message?: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
      <AlertTriangle size={18} aria-hidden="true" />
      <span className="me-auto">
        {t('careers.common.loadFailed')}
        {message ? ` ${message}` : ''}
      </span>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        <RefreshCw size={14} aria-hidden="true" className="me-1" />
        {t('careers.common.retry')}
      </Button>
    </Alert>
  );
}

import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { AlertTriangle, Inbox, RefreshCw } from 'react-feather';

/**
 * The one set of loading, empty and error views. Core has no texts of its own: every caller
 * passes its area's words (labels, messages, the retry button's name).
 */

/** A spinner with its label, for a page, a card or a part of one that is loading. */
export function LoadingBlock({ label }: { label: string }) {
  return (
    <div
      className="loading-block d-flex align-items-center justify-content-center gap-2 py-5"
      role="status"
    >
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Grey bars in place of a card's content while it loads; `label` names the status. */
export function SkeletonLines({ lines = 4, label }: { lines?: number; label: string }) {
  return (
    <div className="placeholder-glow" role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className={`placeholder d-block mb-2 col-${[12, 10, 8, 11, 9][i % 5]}`} />
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  title?: string;
  text?: string;
  action?: ReactNode;
}

/** Nothing to show: a text, optionally under a heading and above an action. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state text-center text-body-secondary py-5">
      <Inbox size={32} aria-hidden="true" className="mb-2" />
      {title && <h2 className="h5 text-body">{title}</h2>}
      {text && <p className="mb-0">{text}</p>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** A failed load: what went wrong (and why, if known) and, when the caller can retry, a button to. */
export function ErrorState({
  text,
  detail,
  onRetry,
  retryLabel,
}: {
  text: string;
  /** The server's reason, after the text. */
  detail?: string | null;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
      <AlertTriangle size={18} aria-hidden="true" />
      <span className="me-auto">
        {text}
        {detail ? ` ${detail}` : ''}
      </span>
      {onRetry && retryLabel && (
        <Button size="sm" variant="outline-danger" onClick={onRetry}>
          <RefreshCw size={14} aria-hidden="true" className="me-1" />
          {retryLabel}
        </Button>
      )}
    </Alert>
  );
}

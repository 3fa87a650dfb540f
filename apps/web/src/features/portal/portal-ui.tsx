import type { ApplicationStatus } from '@careers/contracts';
import type { ReactNode } from 'react';
import { AlertTriangle, ArrowLeft, Inbox } from 'react-feather';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pager } from '../../core/ui/pager.tsx';
import { serverMessage, type ApiError } from '../../core/api/api-error.ts';

const STATUS_TONE: Record<ApplicationStatus, string> = {
  submitted: 'primary',
  under_review: 'info',
  shortlisted: 'info',
  interviewing: 'warning',
  offered: 'success',
  hired: 'success',
  rejected: 'danger',
  on_hold: 'secondary',
  withdrawn: 'secondary',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  const tone = STATUS_TONE[status];
  return (
    <span
      className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
    >
      {t(`portal.status.${status}`)}
    </span>
  );
}

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className="d-flex justify-content-center align-items-center gap-2 py-5 text-body-secondary"
      role="status"
    >
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label ?? t('portal.loading')}</span>
    </div>
  );
}

export function EmptyState({
  title,
  text,
  action,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <div className="portal-empty text-center py-5 px-3">
      <Inbox size={40} className="text-primary mb-3" aria-hidden="true" />
      <h2 className="h5">{title}</h2>
      {text && <p className="text-body-secondary mb-3">{text}</p>}
      {action}
    </div>
  );
}

export function ErrorState({
  message,
  onRetry,
}: {
  message?: string | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
      <AlertTriangle size={18} aria-hidden="true" />
      <span className="flex-grow-1">{message || t('portal.loadFailed')}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          {t('portal.retry')}
        </button>
      )}
    </div>
  );
}

/** The core pager under a portal list; hidden when everything fits on one page. */
export function PortalPager({
  page,
  total,
  perPage,
  onPage,
}: {
  page: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <div className="d-flex justify-content-center mt-4">
      <Pager
        page={page}
        pageCount={pages}
        onPage={onPage}
        labels={{
          pagination: t('portal.pagination'),
          previous: t('portal.previous'),
          next: t('portal.next'),
          page: (p) => t('portal.pageN', { page: p }),
        }}
      />
    </div>
  );
}

/** The way back from a record to its list, in the page header. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="btn btn-sm btn-outline-secondary">
      <ArrowLeft size={14} className="me-1 flip-rtl" aria-hidden="true" />
      {label}
    </Link>
  );
}

/**
 * A record that could not be loaded: a 404 (gone, or never the candidate's) says so with nothing
 * to retry; any other failure gives its reason and a Retry button.
 */
export function RecordError(props: { failure: ApiError; notFound: string; onRetry: () => void }) {
  const gone = props.failure.status === 404;
  return (
    <ErrorState
      message={gone ? props.notFound : serverMessage(props.failure)}
      onRetry={gone ? undefined : props.onRetry}
    />
  );
}

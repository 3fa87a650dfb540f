import type { ApplicationStatus } from '@careers/contracts';
import type { ReactNode } from 'react';
import { ArrowLeft } from 'react-feather';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useRouteMeta } from '../../core/layout/route-meta.ts';
import { PageHeader } from '../../core/ui/page-header.tsx';
import { ListPager, type PagedPosition } from '../../core/ui/pager.tsx';
import { ErrorState, LoadingBlock } from '../../core/ui/state-views.tsx';
import { serverMessage, toApiError, type ApiError } from '../../core/api/api-error.ts';

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

/** The core pager under a portal list; hidden when everything fits on one page. */
export function PortalPager(props: PagedPosition) {
  const { t } = useTranslation();
  return (
    <ListPager
      {...props}
      labels={{
        pagination: t('portal.pagination'),
        previous: t('portal.previous'),
        next: t('portal.next'),
        page: (p) => t('portal.pageN', { page: p }),
      }}
    />
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
  const { t } = useTranslation();
  const gone = props.failure.status === 404;
  return (
    <ErrorState
      text={(gone ? props.notFound : serverMessage(props.failure)) || t('portal.loadFailed')}
      retryLabel={t('portal.retry')}
      onRetry={gone ? undefined : props.onRetry}
    />
  );
}

/** A read a record page waits for, as the data layer's query hooks answer it. */
export interface PageRead {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A record page before its reads have all answered: the route's header (with the way back) and
 * why one failed, retrying them all; or, while they load, a spinner.
 */
export function PortalRecordPending(props: {
  reads: PageRead[];
  notFound: string;
  back: ReactNode;
}) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const failed = props.reads.find((r) => r.isError);
  if (!failed) return <LoadingBlock label={t('portal.loading')} />;
  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} actions={props.back} />
      <RecordError
        failure={toApiError(failed.error)}
        notFound={props.notFound}
        onRetry={() => props.reads.forEach((r) => void r.refetch())}
      />
    </>
  );
}

/** A card section named by its heading (`headingId` ties the two together). */
export function SectionCard(props: {
  headingId: string;
  title: string;
  /** More classes for the card (its spacing). */
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={props.className ? `card ${props.className}` : 'card'}
      aria-labelledby={props.headingId}
    >
      <div className="card-body">
        <h2 id={props.headingId} className={props.headingClassName ?? 'h6 mb-3'}>
          {props.title}
        </h2>
        {props.children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from '../../core/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { organisationSizes, type OrganisationStatus } from '@careers/contracts';
import { BrandLogo } from '../../core/layout/brand-logo.tsx';
import { ErrorState, SkeletonLines } from '../../core/ui/state-views.tsx';

/** The frame of the employer sign-up screens: a centred card under the brand. */
export function EmployerAuthCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="container py-5" style={{ maxWidth: 620 }}>
      <Link
        to="/"
        className="d-flex align-items-center justify-content-center gap-2 mb-4 text-decoration-none"
      >
        <BrandLogo size={32} />
        <span className="fw-semibold fs-5">{t('frame.appName')}</span>
      </Link>
      <div className="card">
        <div className="card-body p-4 p-sm-5">{children}</div>
      </div>
    </main>
  );
}

const variants: Record<OrganisationStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  suspended: 'danger',
};

/** Where the organisation stands with the careers service, and why when it was refused. */
export function OrganisationStatusBanner({
  status,
  reason,
}: {
  status: OrganisationStatus;
  reason: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant={variants[status]} className="mb-4" role="status" data-status={status}>
      <Alert.Heading as="h2" className="h6 mb-1">
        {t(`employer.status.${status}.title`)}
      </Alert.Heading>
      <p className="mb-0">{t(`employer.status.${status}.text`)}</p>
      {reason && (status === 'rejected' || status === 'suspended') && (
        <p className="mb-0 mt-2">
          <strong>{t('employer.status.reason')}</strong> {reason}
        </p>
      )}
    </Alert>
  );
}

/** The organisation's size, or none given: sign-up and the organisation's profile. */
export function OrganisationSizeSelect({
  id,
  className,
  registration,
}: {
  id: string;
  className: string;
  registration: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {t('employer.fields.size')}
      </label>
      <select id={id} className="form-select" {...registration}>
        <option value="">{t('employer.fields.sizeNone')}</option>
        {organisationSizes.map((size) => (
          <option key={size} value={size}>
            {t(`employer.sizes.${size}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A read of the employer API, as the data layer's query hooks answer it. */
export interface EmployerRead {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * In place of what a read shows until it is there: grey lines while it loads (unless `quiet`),
 * its failure (`failed`) with a retry; nothing once it has answered.
 */
export function ReadState({
  read,
  failed,
  quiet = false,
}: {
  read: EmployerRead;
  failed: string;
  quiet?: boolean;
}) {
  const { t } = useTranslation();
  if (read.isLoading) return quiet ? null : <SkeletonLines label={t('employer.loading')} />;
  if (!read.isError) return null;
  return (
    <ErrorState
      text={failed}
      onRetry={() => void read.refetch()}
      retryLabel={t('employer.retry')}
    />
  );
}

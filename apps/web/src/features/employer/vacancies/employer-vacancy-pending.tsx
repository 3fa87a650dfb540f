import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { useRouteMeta } from '../../../core/layout/route-meta.ts';
import { PageHeader } from '../../../core/ui/page-header.tsx';
import { ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';

/** A vacancy screen while its vacancy loads, or why it could not (with a retry). */
export function EmployerVacancyPending({
  read,
}: {
  read: { isError: boolean; error?: unknown; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <>
      <PageHeader title={t(meta.title)} breadcrumb={meta.breadcrumb} />
      {read.isError ? (
        <ErrorState
          text={t('employerVacancies.common.loadFailed')}
          retryLabel={t('employerVacancies.common.retry')}
          detail={toApiError(read.error).message}
          onRetry={() => void read.refetch()}
        />
      ) : (
        <SkeletonLines lines={6} label={t('employerVacancies.common.loading')} />
      )}
    </>
  );
}

import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../core/api/api-error.ts';
import { ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { CareersHeader } from './careers-header.tsx';

/**
 * In place of a part that has not loaded: its failure with a retry (and the server's reason,
 * `detail`), or grey lines while it loads; nothing once it is there.
 */
export function LoadState({
  failed = false,
  loading = false,
  lines,
  detail,
  onRetry,
}: {
  failed?: boolean;
  loading?: boolean;
  lines: number;
  detail?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <ErrorState
        text={t('careers.common.loadFailed')}
        retryLabel={t('careers.common.retry')}
        detail={detail}
        onRetry={onRetry}
      />
    );
  }
  return loading ? <SkeletonLines lines={lines} label={t('careers.common.loading')} /> : null;
}

/** A read of one record, as the data layer's query hooks answer it. */
export interface RecordRead {
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A record's page before the record arrives: the route's header, then why it failed with a
 * retry, or a card of grey lines while it loads.
 */
export function RecordPending({ read, lines }: { read: RecordRead; lines: number }) {
  return (
    <>
      <CareersHeader />
      {read.isError ? (
        <LoadState
          failed
          lines={lines}
          detail={toApiError(read.error).message}
          onRetry={() => void read.refetch()}
        />
      ) : (
        <Card>
          <Card.Body>
            <LoadState loading lines={lines} />
          </Card.Body>
        </Card>
      )}
    </>
  );
}

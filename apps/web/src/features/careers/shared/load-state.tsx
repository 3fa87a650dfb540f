import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from '../../../core/i18n/use-translation.ts';
import { toApiError } from '../../../core/api/api-error.ts';
import { ErrorState, SkeletonLines } from '../../../core/ui/state-views.tsx';
import { PartCard } from '../../../core/ui/part-card.tsx';
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

/** A part's data as a query hook reads it (`currentData`: the answer to the current arguments). */
export interface PartRead<T> extends RecordRead {
  currentData?: T;
  isFetching: boolean;
}

/**
 * A part once its data is there (`children`); until then its failure with a retry, or grey lines
 * while it loads. With `empty`, data that `isEmpty` (by default: an empty list) shows that text.
 */
export function Loaded<T>({
  read,
  lines,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  read: PartRead<T>;
  lines: number;
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const data = read.currentData;
  if (data === undefined) {
    return (
      <LoadState
        failed={read.isError}
        loading={read.isFetching}
        lines={lines}
        onRetry={() => void read.refetch()}
      />
    );
  }
  if (empty !== undefined && isEmpty(data)) {
    return <p className="text-body-secondary mb-0">{empty}</p>;
  }
  return children(data);
}

/**
 * A card holding one page of a list the screen shows in part: its heading (with `actions` beside
 * it), then the page once it is there (`children`), or `empty` when it has no rows; until then
 * its failure with a retry, or grey lines while it loads.
 */
export function PageCard<P extends { data: unknown[] }>(props: {
  title: string;
  actions?: ReactNode;
  read: PartRead<P>;
  empty: string;
  children: (page: P) => ReactNode;
  /** What the card holds besides (a dialog it opens). */
  extra?: ReactNode;
}) {
  return (
    <PartCard title={props.title} aside={props.actions}>
      <Loaded
        read={props.read}
        lines={3}
        empty={props.empty}
        isEmpty={(page) => page.data.length === 0}
      >
        {props.children}
      </Loaded>
      {props.extra}
    </PartCard>
  );
}

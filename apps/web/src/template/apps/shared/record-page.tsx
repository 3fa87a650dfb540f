import type { ReactNode } from 'react';
import { ContentLoader } from '../../../core/ui/content-loader.tsx';
import { RoutePageHeader } from '../../../core/ui/page-header.tsx';

/** A record as a screen sees it: still loading, not there, or ready. */
export type Loaded<T> = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; value: T };

/** A record's query in the screens' words: a refused call means there is no such record. */
export function loadedOf<T>(query: { isError: boolean; currentData?: T }): Loaded<NonNullable<T>> {
  if (query.isError) return { state: 'missing' };
  if (!query.currentData) return { state: 'loading' };
  return { state: 'ready', value: query.currentData };
}

/** A screen's header (the route's title and breadcrumb) over its content. */
export function RoutePage({ children }: { children: ReactNode }) {
  return (
    <>
      <RoutePageHeader />
      {children}
    </>
  );
}

interface RecordPageProps<T> {
  loaded: Loaded<T>;
  /** The alert shown when there is no such record: what is missing and the way back. */
  missing: ReactNode;
  tone?: 'danger' | 'warning';
  children: (record: T) => ReactNode;
}

/** A screen of one record: a loader while it loads, an alert when there is no such record. */
export function RecordPage<T>({ loaded, missing, tone = 'danger', children }: RecordPageProps<T>) {
  return (
    <RoutePage>
      {loaded.state === 'loading' && <ContentLoader />}
      {loaded.state === 'missing' && (
        <div className={`alert alert-${tone}`} role="alert">
          {missing}
        </div>
      )}
      {loaded.state === 'ready' && children(loaded.value)}
    </RoutePage>
  );
}

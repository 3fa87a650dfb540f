import { createSelector } from '@reduxjs/toolkit';
import type { Page } from '@careers/contracts';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import type { RootState } from '../store/root-reducer.ts';
import { toApiError } from './api-error.ts';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/**
 * The spec's list state (section 3), derived from the cache: `data` is the page on screen,
 * `total` the server's count (1 until the first answer), `params` the query that produced them,
 * and `allData` every record of the endpoint's cached pages keyed by id, so a selection spanning
 * several pages can still be acted on.
 */
export interface ListView<T, P> {
  allData: T[];
  data: T[];
  total: number;
  /** The server stopped counting at `total` (shown as "1,000+"). */
  totalCapped: boolean;
  params: P;
  status: LoadStatus;
  error: string | null;
}

interface CacheEntry {
  originalArgs?: unknown;
  status: 'uninitialized' | 'pending' | 'fulfilled' | 'rejected';
  endpointName?: string;
  data?: unknown;
  error?: unknown;
  fulfilledTimeStamp?: number;
}

/** A list query endpoint of the api (`api.endpoints.getVacancies`). */
export interface ListEndpoint<T, P> {
  name: string;
  select(arg: P): unknown;
  /** Only for typing: the page type the endpoint answers. */
  Types?: { ResultType: Page<T> };
}

const STATUS: Record<CacheEntry['status'], LoadStatus> = {
  uninitialized: 'idle',
  pending: 'loading',
  fulfilled: 'succeeded',
  rejected: 'failed',
};

const selectQueries = (state: RootState): Record<string, CacheEntry | undefined> =>
  (state.api?.queries ?? {}) as Record<string, CacheEntry | undefined>;

function sameValue(args: unknown, params: unknown, key: string): boolean {
  const read = (v: unknown) =>
    typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined;
  return read(args) === read(params);
}

function mergeById<T extends { id: string | number }>(pages: Page<T>[]): T[] {
  const byId = new Map<string | number, T>();
  for (const page of pages) for (const item of page.data) byId.set(item.id, item);
  return [...byId.values()];
}

/**
 * The list state of one endpoint and query. While a new page loads, `data` and `total` stay those
 * of the endpoint's latest answer, as they did before the cache; `scope` names the params that
 * make another list (a vacancy's applications are not another vacancy's).
 */
export function selectList<T extends { id: string | number }, P>(
  endpoint: ListEndpoint<T, P>,
  params: P,
  scope: readonly string[] = [],
): (state: RootState) => ListView<T, P> {
  // RTK types the selector over its own state shape; ours holds the same slice at `api`.
  const selectEntry = endpoint.select(params) as (state: RootState) => CacheEntry;
  // The answered pages of this list, oldest first: the same array while they stay the same, so
  // another query's news (a badge's count, a filter's options) does not make a new list state.
  const selectPages = createSelector(
    [selectQueries],
    (queries) =>
      Object.values(queries)
        .filter((q): q is CacheEntry => q?.endpointName === endpoint.name && q.data !== undefined)
        .filter((q) => scope.every((key) => sameValue(q.originalArgs, params, key)))
        .sort((a, b) => (a.fulfilledTimeStamp ?? 0) - (b.fulfilledTimeStamp ?? 0))
        .map((q) => q.data as Page<T>),
    { memoizeOptions: { resultEqualityCheck: samePages } },
  );
  return createSelector([selectEntry, selectPages], (entry, pages) => {
    const shown = (entry.data as Page<T> | undefined) ?? pages.at(-1);
    return {
      allData: mergeById(pages),
      data: shown?.data ?? [],
      total: shown?.total ?? 1,
      totalCapped: shown?.totalCapped ?? false,
      params,
      status: STATUS[entry.status],
      error: entry.status === 'rejected' ? toApiError(entry.error).message : null,
    };
  });
}

function samePages<T>(a: Page<T>[], b: Page<T>[]): boolean {
  return a.length === b.length && a.every((page, i) => page === b[i]);
}

/** Subscribes to a list query and reads its list state; `refetch` asks again. */
export function useList<T extends { id: string | number }, P>(
  endpoint: ListEndpoint<T, P> & { useQuery(arg: P): { refetch: () => unknown } },
  params: P,
  scope: readonly string[] = [],
): ListView<T, P> & { refetch: () => void } {
  const { refetch } = endpoint.useQuery(params);
  const key = JSON.stringify([params, scope]);
  // The key names the query; a new params object with the same values is the same list.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const selector = useMemo(() => selectList(endpoint, params, scope), [endpoint, key]);
  const list = useSelector(selector);
  return useMemo(() => ({ ...list, refetch: () => void refetch() }), [list, refetch]);
}

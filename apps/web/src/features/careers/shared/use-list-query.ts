import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

export interface ListQueryDefaults {
  sortColumn: string;
  sort: 'asc' | 'desc';
}

export type QueryPatch = Record<string, string | number | undefined>;

export interface ListQuery {
  [key: string]: string | number | undefined;
  q?: string;
  sortColumn: string;
  sort: 'asc' | 'desc';
  page: number;
  perPage: number;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** Reads a list's query (search, filters, sort, page, page size) from the URL. */
export function readListQuery(
  search: URLSearchParams,
  filters: readonly string[],
  defaults: ListQueryDefaults,
): ListQuery {
  const perPage = positiveInt(search.get('perPage'), 10);
  const sort = search.get('sort');
  const query: ListQuery = {
    sortColumn: search.get('sortColumn') || defaults.sortColumn,
    sort: sort === 'asc' || sort === 'desc' ? sort : defaults.sort,
    page: positiveInt(search.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 10,
  };
  const q = search.get('q')?.trim();
  if (q) query.q = q;
  for (const key of filters) {
    const value = search.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/**
 * The list's query lives in the URL (useSearchParams), so a reload or the back button shows the
 * same search, filters, sort and page. Changing anything but the page goes back to page 1.
 */
export function useListQuery(filters: readonly string[], defaults: ListQueryDefaults) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const filterKey = filters.join(',');
  const query = useMemo(
    () => readListQuery(new URLSearchParams(key), filterKey ? filterKey.split(',') : [], defaults),
    // defaults are literals of the screen; the URL and the filter names are what change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, filterKey],
  );

  const update = useCallback(
    (patch: QueryPatch, options: { replace?: boolean } = {}) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(patch)) {
            const isDefault =
              (name === 'page' && value === 1) ||
              (name === 'perPage' && value === 10) ||
              (name === 'sortColumn' && value === defaults.sortColumn) ||
              (name === 'sort' && value === defaults.sort);
            if (value === undefined || value === '' || isDefault) next.delete(name);
            else next.set(name, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearch, defaults.sortColumn, defaults.sort],
  );

  return { query, update };
}

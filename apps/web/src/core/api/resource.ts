import type { Page } from '@careers/contracts';
import { LIST } from './api.ts';
import type { ContractSchema, HttpParams } from './base-query.ts';

/** What every list's query carries: the search words, the order and the page. */
export interface ListParams extends HttpParams {
  q?: string;
  sortColumn?: string;
  sort?: string;
  page?: number;
  perPage?: number;
}

/** The product's record types: each has a list (paged, filtered) and a page per record. */
type RecordType = 'Vacancy' | 'Application' | 'Candidate' | 'Document' | 'Organisation';

/**
 * What the endpoints of one record resource at `url` share: the tags (one per record, and LIST
 * for its lists, which changes of membership invalidate) and the three reads every such resource
 * has. Each read takes the contract its answer is checked with (undefined in production builds).
 */
export function recordResource<Type extends RecordType>(type: Type, url: string) {
  const one = (id: string) => ({ type, id });
  const list = { type, id: LIST };
  return {
    url,
    one,
    list,
    /** A page of the list with the screen's query; each record's tag and the list's. */
    page: (schema: ContractSchema | undefined) => ({
      query: (params: HttpParams) => ({ url, params }),
      extraOptions: { schema },
      providesTags: (page: { data: { id: string }[] } | undefined) => [
        ...(page?.data.map((record) => one(record.id)) ?? []),
        list,
      ],
    }),
    /** One record by id. */
    record: (schema: ContractSchema | undefined) => ({
      query: (id: string) => `${url}/${id}`,
      extraOptions: { schema },
      providesTags: (_record: unknown, _error: unknown, id: string) => [one(id)],
    }),
    /** Every record (up to 100) in `sortColumn`'s order, for pickers. */
    options: <T>(sortColumn: string, schema: ContractSchema | undefined) => ({
      query: () => ({ url, params: { perPage: 100, sortColumn, sort: 'asc' } }),
      extraOptions: { schema },
      transformResponse: (page: Page<T>) => page.data,
      providesTags: [list],
    }),
  };
}

/**
 * After a change succeeds, `then` puts its answer where the screens read it (a read's cache
 * entry), so they show it at once; a failure changes nothing here, the screen shows it.
 */
export async function whenSaved<T>(
  queryFulfilled: Promise<{ data: T }>,
  then: (data: T) => void,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    then(data);
  } catch {
    // Nothing to put in the cache.
  }
}

/** A read of one fixed address, checked with `schema`, refetched when one of `tags` changes. */
export function fixedRead<const Tag extends string>(
  url: string,
  schema: ContractSchema | undefined,
  tags: Tag[] = [],
) {
  return { query: () => url, extraOptions: { schema }, providesTags: tags };
}

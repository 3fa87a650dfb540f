import type { Page } from '@careers/contracts';
import type { HttpArgs, HttpParams } from '../../../core/api/base-query.ts';

// A type (not an interface), so that it compares with the http params' record.
type PageParams = { page: number; perPage: number };

/**
 * The query and answer of a server-paged sample list: GET `url` with the list's params, read as
 * the app's `Page` (its rows, the total, the page asked for) that the list state expects.
 */
export function pagedList<Res extends { total: number }, Row, Params extends PageParams>(
  url: string,
  rows: (res: Res) => Row[],
) {
  return {
    // The lists' params are flat records of strings and numbers, as query strings are.
    query: (params: Params): HttpArgs => ({ url, params: { ...params } as HttpParams }),
    transformResponse: (res: Res, _meta: unknown, params: Params): Page<Row> => ({
      data: rows(res),
      total: res.total,
      page: params.page,
      perPage: params.perPage,
    }),
  };
}

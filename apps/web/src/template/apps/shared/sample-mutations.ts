import type { HttpArgs } from '../../../core/api/base-query.ts';

/** A call of the sample API (never the bare-URL form). */
type Call = Exclude<HttpArgs, string>;

/*
 * The sample API's two kinds of write: a record posted under its kind's name and answered the same
 * way (`{ event }` → `{ event }`), and a deletion by id in the query string.
 */

/** A mutation posting `{ [key]: value }` to `url`, whose answer is the record under the same key. */
export function postRecord<Result>(url: string, key: string) {
  return {
    query: (value: unknown): Call => ({ url, method: 'POST', body: { [key]: value } }),
    transformResponse: (res: Record<string, Result>) => res[key] as Result,
  };
}

/** A mutation deleting the record of an id, sent as `?<param>=<id>` (`id` unless told). */
export function deleteById(url: string, param = 'id') {
  return { query: (id: number): Call => ({ url, method: 'DELETE', params: { [param]: id } }) };
}

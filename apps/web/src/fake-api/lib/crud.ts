import type { FakeDb } from '../db.ts';
import { ok } from './http.ts';
import { idValue, page } from './query.ts';
import { removeById } from './records.ts';
import { del, type Route } from './route.ts';

/** DELETE at `path` with `?id=`: removes that record of the list; a 404 names an unknown one. */
export function deleteRoute(
  path: string,
  list: (db: FakeDb) => { id: number }[],
  what: string,
): Route {
  return del(path, (db, { params }) => {
    removeById(list(db), idValue(params.id, 'id'), what);
    return ok();
  });
}

/**
 * A paged list's answer: every record (`allData`), how many match (`total`) and the page asked
 * for under the list's own name (`invoices`, `permissions`…).
 */
export function pagedAnswer<T, K extends string>(
  key: K,
  all: T[],
  matching: readonly T[],
  query: { perPage: number; page: number },
): { allData: T[]; total: number } & Record<K, T[]> {
  const rows = { [key]: page(matching, query.perPage, query.page) } as Record<K, T[]>;
  return { allData: all, total: matching.length, ...rows };
}

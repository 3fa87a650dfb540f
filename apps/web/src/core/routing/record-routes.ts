import type { RouteMeta } from '../layout/route-meta.ts';
import type { LazyScreen } from './lazy-page.ts';
import type { RouteDeclaration, SearchEntry } from './route-declaration.ts';

export interface RecordScreen {
  /** The path without the record: the screen is at `<path>/:<param>`. */
  path: string;
  /** The record's parameter: `id` unless said. */
  param?: string;
  /** The sample record that the bare path (the menu's and the search's link) opens. */
  sample: number | string;
  component: LazyScreen;
  meta: RouteMeta;
  /** The bare path's meta, where it differs from the screen's. */
  redirectMeta?: RouteMeta;
  search: SearchEntry;
}

/**
 * A screen of one record and its menu and search entry: `/apps/user/view/:id` shows a user,
 * `/apps/user/view` (in the menu and the search) opens the sample user.
 */
export function recordRoutes({
  path,
  param = 'id',
  sample,
  component,
  meta,
  redirectMeta = meta,
  search,
}: RecordScreen): RouteDeclaration[] {
  return [
    { path: `${path}/:${param}`, component, meta },
    {
      path,
      redirect: `${path}/${sample}`,
      meta: redirectMeta,
      menu: { matchPrefix: true },
      search,
    },
  ];
}

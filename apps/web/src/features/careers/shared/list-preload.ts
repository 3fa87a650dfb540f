import { preloadQuery, type Preloadable } from '../../../core/api/preload-query.ts';
import type { RoutePreload } from '../../../core/routing/route-declaration.ts';
import { readListQuery, type ListQuery, type ListQueryDefaults } from './use-list-query.ts';

/** A careers list: its filters (URL parameters) and its default order. */
export interface ListDefinition {
  filters: readonly string[];
  defaults: ListQueryDefaults;
}

/**
 * Starts a careers list's page as soon as navigation to it starts, with the query read from the
 * URL exactly as the screen reads it, so the screen finds the request already under way; and the
 * lists its filters offer to choose from (`choices`), asked for once.
 */
export function listPreload(
  endpoint: Preloadable<ListQuery>,
  list: ListDefinition,
  choices: readonly Preloadable<undefined>[] = [],
): RoutePreload {
  return ({ search }, dispatch) => {
    preloadQuery(dispatch, endpoint, readListQuery(search, list.filters, list.defaults));
    for (const choice of choices) preloadQuery(dispatch, choice, undefined);
  };
}

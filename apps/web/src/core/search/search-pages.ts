import type { SearchPageSeed } from '../../fake-api/types.ts';
import type { RouteDeclaration } from '../routing/route-declaration.ts';

/** The search's Pages group: every declared route with a `search` entry, in the table's order. */
export function searchPagesOf(routes: readonly RouteDeclaration[]): SearchPageSeed[] {
  return routes.flatMap((route) => (route.search ? [{ link: route.path, ...route.search }] : []));
}

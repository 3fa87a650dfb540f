import type {
  ResultGroup,
  SearchContactItem,
  SearchFileItem,
  SearchGroup,
  SearchPageItem,
  SearchResult,
} from './types.ts';

/** Spec §9: search group limit 4. */
export const SEARCH_GROUP_LIMIT = 4;

const GROUP_IDS: Record<string, ResultGroup['id']> = {
  pages: 'pages',
  files: 'files',
  contacts: 'contacts',
};

function isPage(item: unknown): item is SearchPageItem {
  return typeof item === 'object' && item !== null && 'link' in item && 'id' in item;
}

function toResult(id: ResultGroup['id'], item: SearchGroup['data'][number], index: number) {
  if (id === 'pages' && isPage(item)) {
    return { kind: 'page', key: `page-${item.id}`, item } satisfies SearchResult;
  }
  if (id === 'files') {
    const file = item as SearchFileItem;
    return { kind: 'file', key: `file-${file.id ?? index}`, item: file } satisfies SearchResult;
  }
  const contact = item as SearchContactItem;
  return {
    kind: 'contact',
    key: `contact-${contact.id ?? index}`,
    item: contact,
  } satisfies SearchResult;
}

function matches(result: SearchResult, query: string, pageTitle: PageTitle): boolean {
  if (!query) return true;
  const fields =
    result.kind === 'contact'
      ? [result.item.title, result.item.email]
      : result.kind === 'file'
        ? [result.item.title, result.item.by]
        : [result.item.title, pageTitle(result.item)];
  return fields.some((f) => f?.toLowerCase().includes(query));
}

/** The title shown for a page (translated from the menu when it is a menu route). */
export type PageTitle = (item: SearchPageItem) => string;

/**
 * The results to show for a query: Pages, Files and Contacts in that order, at most `limit`
 * each, Pages restricted to those the user may open. Empty groups are left out.
 */
export function filterSearch(
  groups: SearchGroup[],
  query: string,
  canVisit: (link: string) => boolean,
  pageTitle: PageTitle = (item) => item.title,
  limit = SEARCH_GROUP_LIMIT,
): ResultGroup[] {
  const q = query.trim().toLowerCase();
  const order: ResultGroup['id'][] = ['pages', 'files', 'contacts'];
  return order.flatMap((id) => {
    const group = groups.find((g) => GROUP_IDS[g.groupTitle.toLowerCase()] === id);
    if (!group) return [];
    const max = Math.min(limit, group.searchLimit ?? limit);
    const results = group.data
      .map((item, index) => toResult(id, item, index))
      .filter((r) => (r.kind === 'page' ? canVisit(r.item.link) : true))
      .filter((r) => matches(r, q, pageTitle))
      .slice(0, max);
    return results.length > 0 ? [{ id, results }] : [];
  });
}

import { searchAnswerSchema, type SearchAnswer } from '@careers/contracts';
import { api } from '../api/api.ts';
import type { SearchGroup, SearchPageItem } from './types.ts';

export interface BookmarksData {
  suggestions: SearchPageItem[];
  bookmarks: SearchPageItem[];
}

function flip(item: SearchPageItem, id: number): SearchPageItem {
  return item.id === id ? { ...item, isBookmarked: !item.isBookmarked } : item;
}

/** The search groups with the page's star flipped. */
export function flipInGroups(groups: SearchGroup[], id: number): SearchGroup[] {
  return groups.map((g) => ({
    ...g,
    data: g.data.map((d) => ('link' in d && 'id' in d ? flip(d as SearchPageItem, id) : d)),
  }));
}

/** The page as the navbar knows it: from the suggestions, else from the search data. */
export function knownPage(
  bookmarks: BookmarksData | undefined,
  groups: SearchGroup[] | undefined,
  id: number,
): SearchPageItem | undefined {
  return (
    bookmarks?.suggestions.find((s) => s.id === id) ??
    (groups ?? []).flatMap((g) => g.data).find((d): d is SearchPageItem => 'id' in d && d.id === id)
  );
}

/** Flips the suggestion and adds the page to the bar or removes it from it. */
export function toggleInBookmarks(
  data: BookmarksData,
  id: number,
  known: SearchPageItem | undefined,
): BookmarksData {
  const suggestions = data.suggestions.map((s) => flip(s, id));
  if (data.bookmarks.some((b) => b.id === id))
    return { suggestions, bookmarks: data.bookmarks.filter((b) => b.id !== id) };
  if (known)
    return { suggestions, bookmarks: [...data.bookmarks, { ...known, isBookmarked: true }] };
  return { suggestions, bookmarks: data.bookmarks };
}

/**
 * The navbar's sample-data calls: the global search data and the bookmarks. Both load once
 * per visit (the frame keeps them); a bookmark toggle updates both at once when the server
 * accepts it, as the navbar did before the cache.
 */
// Answers are checked against their contract in development and tests (base-query.ts).
const contracts =
  import.meta.env.DEV || import.meta.env.MODE === 'test'
    ? { answer: searchAnswerSchema }
    : undefined;

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The real records the signed-in person may read that match `q` (2+ characters). */
    searchRecords: build.query<SearchAnswer, string>({
      query: (q) => ({ url: '/api/v1/search', params: { q } }),
      extraOptions: { schema: contracts?.answer },
      keepUnusedDataFor: 30,
    }),
    getSearchData: build.query<SearchGroup[], void>({
      query: () => '/api/main-search/data',
      transformResponse: (res: { searchArr: SearchGroup[] }) => res.searchArr,
      keepUnusedDataFor: Infinity,
    }),
    getBookmarks: build.query<BookmarksData, void>({
      query: () => '/api/bookmarks/data',
      keepUnusedDataFor: Infinity,
    }),
    toggleBookmark: build.mutation<SearchPageItem, number>({
      query: (id) => ({ url: '/api/bookmarks/update', method: 'POST', body: { id } }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        const { endpoints, util } = searchApi;
        const groups = endpoints.getSearchData.select()(getState()).data;
        const bookmarks = endpoints.getBookmarks.select()(getState()).data;
        const known = knownPage(bookmarks, groups, id);
        dispatch(util.updateQueryData('getSearchData', undefined, (g) => flipInGroups(g, id)));
        dispatch(
          util.updateQueryData('getBookmarks', undefined, (b) => toggleInBookmarks(b, id, known)),
        );
      },
    }),
  }),
});

export const {
  useGetSearchDataQuery,
  useGetBookmarksQuery,
  useToggleBookmarkMutation,
  useSearchRecordsQuery,
} = searchApi;

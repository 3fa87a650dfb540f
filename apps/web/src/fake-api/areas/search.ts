import { seedSearchContacts, seedSearchFiles, seedSearchPages } from '../data/search.ts';
import type { SampleArea } from '../db.ts';
import type { FakeDb } from '../db.ts';
import { ok } from '../lib/http.ts';
import { idValue, objectBody } from '../lib/query.ts';
import { get, post, type Route } from '../lib/route.ts';
import type { BookmarksResponse, MainSearchResponse, SearchItem } from '../types.ts';
import { findById } from '../lib/records.ts';

/** The global search shows at most this many hits per group. */
export const SEARCH_GROUP_LIMIT = 4;

export function mainSearch(db: FakeDb): MainSearchResponse {
  return {
    searchArr: [
      { groupTitle: 'Pages', searchLimit: SEARCH_GROUP_LIMIT, data: db.search.pages },
      { groupTitle: 'Files', searchLimit: SEARCH_GROUP_LIMIT, data: db.search.files },
      { groupTitle: 'Contacts', searchLimit: SEARCH_GROUP_LIMIT, data: db.search.contacts },
    ],
  };
}

export function bookmarks(db: FakeDb): BookmarksResponse {
  return {
    suggestions: db.search.pages,
    bookmarks: db.search.pages.filter((page) => page.isBookmarked),
  };
}

/** Flips isBookmarked, which adds the page to the bookmark list or removes it. */
export function toggleBookmark(db: FakeDb, id: number): SearchItem {
  const page = findById(db.search.pages, id, 'Page');
  page.isBookmarked = !page.isBookmarked;
  return page;
}

export const searchRoutes: Route[] = [
  get('/api/bookmarks/data', (db) => ok(bookmarks(db))),
  post('/api/bookmarks/update', (db, { body }) =>
    ok(toggleBookmark(db, idValue(objectBody(body, 'id').id, 'id'))),
  ),
  get('/api/main-search/data', (db) => ok(mainSearch(db))),
];

/** The area as the sample API loads it: its calls and the parts of the store they use. */
export const area: SampleArea = {
  routes: searchRoutes,
  store: {
    search: ({ seeds }) => ({
      pages: seedSearchPages(seeds().searchPages),
      files: seedSearchFiles(),
      contacts: seedSearchContacts(),
    }),
  },
};

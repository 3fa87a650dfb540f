// Sample-data API shapes: search, bookmarks, autocomplete. Re-exported by ../types.ts.

/** A page of the app: the search's Pages group and the bookmark suggestions. */
export interface SearchItem {
  id: number;
  /** Stable key, e.g. 'email'. */
  target: string;
  /** The menu title, also its translation key. */
  title: string;
  /** react-feather icon name, e.g. 'Mail'. */
  icon: string;
  link: string;
  isBookmarked: boolean;
}
export type Bookmark = SearchItem;

/** A page the app gives for the Pages group (the app derives them from its route declarations). */
export interface SearchPageSeed {
  title: string;
  icon: string;
  link: string;
  /** A default bookmark. */
  bookmarked?: boolean;
}

/** What the app gives the sample-data API when it mounts it (this chunk imports nothing of the app). */
export interface FakeApiSeeds {
  searchPages: SearchPageSeed[];
}
export interface SearchFile {
  id: number;
  title: string;
  by: string;
  size: string;
  file: string;
}
export interface SearchContact {
  id: number;
  title: string;
  email: string;
  img: string;
  date: string;
}
export type SearchGroup =
  | { groupTitle: 'Pages'; searchLimit: number; data: SearchItem[] }
  | { groupTitle: 'Files'; searchLimit: number; data: SearchFile[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: SearchContact[] };
export interface MainSearchResponse {
  searchArr: SearchGroup[];
}
export interface BookmarksResponse {
  suggestions: SearchItem[];
  bookmarks: SearchItem[];
}
export interface AutocompleteItem {
  /** Also the rank, 1 first. */
  id: number;
  title: string;
}

// Shapes of the sample search and bookmark calls (spec §3 "Bookmark and search item").

export interface SearchPageItem {
  id: number;
  target?: string;
  title: string;
  icon?: string;
  link: string;
  isBookmarked: boolean;
}

export interface SearchFileItem {
  id?: number;
  title: string;
  by?: string;
  size?: string;
  file?: string;
  link?: string;
}

export interface SearchContactItem {
  id?: number;
  title: string;
  email?: string;
  img?: string;
  date?: string;
  link?: string;
}

export interface SearchGroup {
  groupTitle: string;
  searchLimit?: number;
  data: (SearchPageItem | SearchFileItem | SearchContactItem)[];
}

export type SearchResult =
  | { kind: 'page'; key: string; item: SearchPageItem }
  | { kind: 'file'; key: string; item: SearchFileItem }
  | { kind: 'contact'; key: string; item: SearchContactItem };

export interface ResultGroup {
  id: 'pages' | 'files' | 'contacts';
  results: SearchResult[];
}

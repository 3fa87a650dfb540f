import { describe, expect, it } from 'vitest';
import { anyStatus, createClient } from '../lib/test-client.ts';
import { SPEC_ROUTES_MD } from './spec-routes.fixture.ts';
import type {
  AutocompleteItem,
  BookmarksResponse,
  MainSearchResponse,
  SearchItem,
} from '../types.ts';

/**
 * Paths of routes.md without a parameter. A line lists '/prefix/first · second · third', and an
 * indented line continues the list of the line above.
 */
function routesOfSpec(): string[] {
  const text = SPEC_ROUTES_MD;
  const paths: string[] = [];
  let prefix = '';
  for (const line of text.split('\n')) {
    if (!/^\s/.test(line)) prefix = '';
    for (const token of line.split('·')) {
      const word = (token.trim().split(/\s+/)[0] ?? '').replace(/[,)]+$/, '');
      if (word.startsWith('/')) {
        prefix = word.slice(0, word.lastIndexOf('/'));
        if (!word.includes(':')) paths.push(word);
      } else if (prefix && /^[a-z0-9-]+$/.test(word)) {
        paths.push(`${prefix}/${word}`);
      }
    }
  }
  return [...new Set(paths)];
}

describe('GET /api/main-search/data', () => {
  it('[200] answers Pages, Files and Contacts groups with a limit of 4', async () => {
    const { http } = createClient();
    const { data } = await http.get<MainSearchResponse>('/api/main-search/data');
    expect(data.searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    expect(data.searchArr[1]?.data.length).toBeGreaterThanOrEqual(4);
    expect(data.searchArr[2]?.data.length).toBeGreaterThanOrEqual(4);
  });

  it('covers every menu route of the app, careers ones included', async () => {
    const { http } = createClient();
    const { data } = await http.get<MainSearchResponse>('/api/main-search/data');
    const pages = data.searchArr[0]?.data as SearchItem[];
    const links = new Set(pages.map((p) => p.link));
    expect(links.has('/careers/vacancies')).toBe(true);
    expect(links.has('/portal/documents')).toBe(true);
    // Not menu pages: the real auth screens, and '/' (the e-commerce dashboard, listed as such).
    const notMenu = new Set(['/', '/login', '/register', '/forgot-password', '/reset-password']);
    const spec = routesOfSpec();
    expect(spec.length).toBeGreaterThan(130);
    const missing = spec.filter((path) => !notMenu.has(path) && !links.has(path));
    expect(missing).toEqual([]);
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(pages.every((p) => p.title && p.icon && p.target)).toBe(true);
  });
});

describe('bookmarks', () => {
  it('GET answers suggestions and the default bookmarks Email, Chat, Todo, Calendar', async () => {
    const { http } = createClient();
    const { data } = await http.get<BookmarksResponse>('/api/bookmarks/data');
    expect(data.bookmarks.map((b) => b.title)).toEqual(['Email', 'Chat', 'Todo', 'Calendar']);
    expect(data.suggestions.length).toBeGreaterThan(100);
  });

  it('POST update flips isBookmarked and adds or removes the bookmark', async () => {
    const { http } = createClient();
    const { data } = await http.get<BookmarksResponse>('/api/bookmarks/data');
    const invoices = data.suggestions.find((s) => s.link === '/apps/invoice/list');
    const email = data.bookmarks[0];
    await http.post('/api/bookmarks/update', { id: invoices?.id });
    await http.post('/api/bookmarks/update', { id: email?.id });
    const after = await http.get<BookmarksResponse>('/api/bookmarks/data');
    expect(after.data.bookmarks.map((b) => b.title)).toEqual([
      'Chat',
      'Todo',
      'Calendar',
      'Invoice List',
    ]);
    const search = await http.get<MainSearchResponse>('/api/main-search/data');
    const pages = search.data.searchArr[0]?.data as SearchItem[];
    expect(pages.find((p) => p.id === invoices?.id)?.isBookmarked).toBe(true);
  });

  it('[404] for an unknown page; [400] without an id', async () => {
    const { http } = createClient();
    expect((await anyStatus(http.post('/api/bookmarks/update', { id: 9999 }))).status).toBe(404);
    expect((await anyStatus(http.post('/api/bookmarks/update', {}))).status).toBe(400);
  });
});

describe('GET /api/autocomplete/data', () => {
  it('[200] answers 100 distinct ranked titles with ids 1 to 100', async () => {
    const { http } = createClient();
    const { data } = await http.get<AutocompleteItem[]>('/api/autocomplete/data');
    expect(data).toHaveLength(100);
    expect(data.map((d) => d.id)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
    expect(new Set(data.map((d) => d.title)).size).toBe(100);
  });
});

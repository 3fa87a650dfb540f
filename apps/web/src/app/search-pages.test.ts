import { describe, expect, it } from 'vitest';
import { searchPagesOf } from '../core/search/search-pages.ts';
import { createClient } from '../fake-api/lib/test-client.ts';
import type { BookmarksResponse, MainSearchResponse, SearchItem } from '../fake-api/types.ts';
import { routes } from './routes.tsx';
import { SPEC_ROUTES_MD } from './spec-routes.fixture.ts';

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

// The Pages group of the navbar search, as the fake API answers it from the route declarations.
describe('the search pages of the route table', () => {
  it('covers every menu route of the app, careers ones included', async () => {
    const { http } = createClient({ searchPages: searchPagesOf(routes) });
    const { data } = await http.get<MainSearchResponse>('/api/main-search/data');
    const pages = data.searchArr[0]?.data as SearchItem[];
    const links = new Set(pages.map((p) => p.link));
    expect(links.has('/careers/vacancies')).toBe(true);
    expect(links.has('/portal/documents')).toBe(true);
    // Not menu pages: the real auth screens, and '/' (the e-commerce dashboard, listed as such).
    const notMenu = new Set([
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
    ]);
    const spec = routesOfSpec();
    expect(spec.length).toBeGreaterThan(130);
    const missing = spec.filter((path) => !notMenu.has(path) && !links.has(path));
    expect(missing).toEqual([]);
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(pages.every((p) => p.title && p.icon && p.target)).toBe(true);
  });

  it('GET answers suggestions and the default bookmarks Email, Chat, Todo, Calendar', async () => {
    const { http } = createClient({ searchPages: searchPagesOf(routes) });
    const { data } = await http.get<BookmarksResponse>('/api/bookmarks/data');
    expect(data.bookmarks.map((b) => b.title)).toEqual(['Email', 'Chat', 'Todo', 'Calendar']);
    expect(data.suggestions.length).toBeGreaterThan(100);
  });
});

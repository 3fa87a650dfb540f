import { describe, expect, it } from 'vitest';
import { createClient, statusOf } from '../lib/test-client.ts';
import type {
  AutocompleteItem,
  FakeApiSeeds,
  BookmarksResponse,
  MainSearchResponse,
  SearchItem,
} from '../types.ts';

// The app gives its pages (app/navigation.ts, from the route declarations; their coverage of the
// spec is tested in app/search-pages.test.ts).
const SEEDS: FakeApiSeeds = {
  searchPages: [
    { title: 'Vacancies', icon: 'Briefcase', link: '/careers/vacancies' },
    { title: 'Email', icon: 'Mail', link: '/apps/email', bookmarked: true },
    { title: 'Chat', icon: 'MessageSquare', link: '/apps/chat', bookmarked: true },
    { title: 'Todo', icon: 'CheckSquare', link: '/apps/todo', bookmarked: true },
    { title: 'Calendar', icon: 'Calendar', link: '/apps/calendar', bookmarked: true },
    { title: 'Invoice List', icon: 'List', link: '/apps/invoice/list' },
  ],
};

describe('GET /api/main-search/data', () => {
  it('[200] answers Pages, Files and Contacts groups with a limit of 4', async () => {
    const { http } = createClient(SEEDS);
    const { data } = await http.get<MainSearchResponse>('/api/main-search/data');
    expect(data.searchArr.map((g) => [g.groupTitle, g.searchLimit])).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    expect(data.searchArr[1]?.data.length).toBeGreaterThanOrEqual(4);
    expect(data.searchArr[2]?.data.length).toBeGreaterThanOrEqual(4);
  });
});

describe('bookmarks', () => {
  it('GET answers the pages given as suggestions and those marked as the default bookmarks', async () => {
    const { http } = createClient(SEEDS);
    const { data } = await http.get<BookmarksResponse>('/api/bookmarks/data');
    expect(data.bookmarks.map((b) => b.title)).toEqual(['Email', 'Chat', 'Todo', 'Calendar']);
    expect(data.suggestions.map((s) => [s.id, s.target, s.link])).toEqual(
      SEEDS.searchPages.map((page, index) => [
        index + 1,
        page.link.slice(1).split('/').join('-'),
        page.link,
      ]),
    );
  });

  it('POST update flips isBookmarked and adds or removes the bookmark', async () => {
    const { http } = createClient(SEEDS);
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
    const { http } = createClient(SEEDS);
    expect(await statusOf(http.post('/api/bookmarks/update', { id: 9999 }))).toBe(404);
    expect(await statusOf(http.post('/api/bookmarks/update', {}))).toBe(400);
  });
});

describe('GET /api/autocomplete/data', () => {
  it('[200] answers 100 distinct ranked titles with ids 1 to 100', async () => {
    const { http } = createClient(SEEDS);
    const { data } = await http.get<AutocompleteItem[]>('/api/autocomplete/data');
    expect(data).toHaveLength(100);
    expect(data.map((d) => d.id)).toEqual(Array.from({ length: 100 }, (_, n) => n + 1));
    expect(new Set(data.map((d) => d.title)).size).toBe(100);
  });
});

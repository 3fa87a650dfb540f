import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const http = vi.hoisted(() => ({
  request: vi.fn<(config: { url: string }) => Promise<{ data: unknown }>>(),
}));
vi.mock('../http/http.ts', () => ({ http }));

const { rootReducer } = await import('../store/root-reducer.ts');
const { dynamicMiddleware } = await import('../store/middleware.ts');
const { searchApi } = await import('./search.api.ts');

const page = (id: number, isBookmarked: boolean) => ({
  id,
  title: `P${id}`,
  link: `/p/${id}`,
  icon: 'Mail',
  isBookmarked,
});
const answer = (data: unknown) => Promise.resolve({ data });

describe('navbar data and state', () => {
  const makeStore = () =>
    configureStore({
      reducer: rootReducer,
      middleware: (defaults) => defaults().concat(dynamicMiddleware),
    });
  let store = makeStore();
  const { getBookmarks, getSearchData, toggleBookmark } = searchApi.endpoints;
  const bookmarks = () => getBookmarks.select()(store.getState() as never).data;
  const groups = () => getSearchData.select()(store.getState() as never).data;

  /** The sample API as the navbar sees it: pages 1 (bookmarked) and 2. */
  const serve = (update: () => Promise<{ data: unknown }>) =>
    http.request.mockImplementation((config) => {
      if (config.url === '/api/bookmarks/data')
        return answer({ suggestions: [page(1, true), page(2, false)], bookmarks: [page(1, true)] });
      if (config.url === '/api/main-search/data')
        return answer({
          searchArr: [{ groupTitle: 'Pages', data: [page(1, true), page(2, false)] }],
        });
      return update();
    });

  beforeEach(async () => {
    vi.clearAllMocks();
    store = makeStore();
    serve(() => answer(page(0, false)));
    await store.dispatch(getBookmarks.initiate());
    await store.dispatch(getSearchData.initiate());
  });

  it('loads the bookmarks and the search groups', () => {
    expect(bookmarks()?.bookmarks.map((b) => b.id)).toEqual([1]);
    expect(groups()?.[0]).toMatchObject({ groupTitle: 'Pages' });
  });

  it('a bookmark toggle flips the item and adds or removes it from the bar at once', async () => {
    await store.dispatch(toggleBookmark.initiate(2));
    expect(http.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/api/bookmarks/update', method: 'POST', data: { id: 2 } }),
    );
    expect(bookmarks()?.bookmarks.map((b) => b.id)).toEqual([1, 2]);
    expect(bookmarks()?.suggestions.find((s) => s.id === 2)?.isBookmarked).toBe(true);
    await store.dispatch(toggleBookmark.initiate(1));
    expect(bookmarks()?.bookmarks.map((b) => b.id)).toEqual([2]);
    expect(groups()?.[0]?.data[0]).toMatchObject({ id: 1, isBookmarked: false });
    // No reload was needed: the two lists were loaded once each.
    const loads = http.request.mock.calls.filter(([c]) => c.url !== '/api/bookmarks/update');
    expect(loads).toHaveLength(2);
  });

  it('a refused toggle changes nothing', async () => {
    serve(() => Promise.reject(new Error('Page 2 not found')));
    const result = await store.dispatch(toggleBookmark.initiate(2));
    expect(result.error).toMatchObject({ message: 'Page 2 not found' });
    expect(bookmarks()?.bookmarks.map((b) => b.id)).toEqual([1]);
    expect(groups()?.[0]?.data[1]).toMatchObject({ id: 2, isBookmarked: false });
  });
});

import { describe, expect, it } from 'vitest';
import { markAllNotificationsRead, navbarReducer, toggleBookmark } from './navbar.slice.ts';

const page = (id: number, isBookmarked: boolean) => ({
  id,
  title: `P${id}`,
  link: `/p/${id}`,
  icon: 'Mail',
  isBookmarked,
});

describe('navbar state', () => {
  const base = {
    ...navbarReducer(undefined, { type: 'init' }),
    suggestions: [page(1, true), page(2, false)],
    bookmarks: [page(1, true)],
    searchGroups: [{ groupTitle: 'Pages', data: [page(1, true), page(2, false)] }],
  };

  it('a bookmark toggle flips the item and adds or removes it from the bar', () => {
    const added = navbarReducer(base, { type: toggleBookmark.fulfilled.type, payload: 2 });
    expect(added.bookmarks.map((b) => b.id)).toEqual([1, 2]);
    expect(added.suggestions.find((s) => s.id === 2)?.isBookmarked).toBe(true);
    const removed = navbarReducer(added, { type: toggleBookmark.fulfilled.type, payload: 1 });
    expect(removed.bookmarks.map((b) => b.id)).toEqual([2]);
    expect(removed.searchGroups[0]?.data[0]).toMatchObject({ id: 1, isBookmarked: false });
  });

  it('marks every notification read', () => {
    expect(base.notifications.some((n) => !n.read)).toBe(true);
    const state = navbarReducer(base, markAllNotificationsRead());
    expect(state.notifications.every((n) => n.read)).toBe(true);
  });
});

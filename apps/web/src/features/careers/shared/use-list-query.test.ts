import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../core/ui/pager.tsx';
import { readListQuery } from './use-list-query.ts';

const defaults = { sortColumn: 'createdAt', sort: 'desc' } as const;

describe('readListQuery', () => {
  it('reads search, filters, sort and page from the URL', () => {
    const query = readListQuery(
      new URLSearchParams(
        'q=%20analyst%20&status=open&type=internship&sortColumn=title&sort=asc&page=3&perPage=25',
      ),
      ['status', 'type', 'workplace'],
      defaults,
    );
    expect(query).toEqual({
      q: 'analyst',
      status: 'open',
      type: 'internship',
      sortColumn: 'title',
      sort: 'asc',
      page: 3,
      perPage: 25,
    });
  });

  it('falls back to the defaults for missing or bad values instead of sending them', () => {
    const query = readListQuery(
      new URLSearchParams('sort=sideways&page=-2&perPage=7&other=x'),
      ['status'],
      defaults,
    );
    expect(query).toEqual({ sortColumn: 'createdAt', sort: 'desc', page: 1, perPage: 10 });
  });
});

describe('pageWindow', () => {
  it('shows the first, last and neighbours of the current page with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { pagedList } from './paged-list.ts';

describe('pagedList', () => {
  const list = pagedList('/things', (res: { items: string[]; total: number }) => res.items);

  it('asks the url with every param and reads the answer as the page asked for', () => {
    const params = { q: 'fair', page: 2, perPage: 10 };
    expect(list.query(params)).toEqual({ url: '/things', params });
    expect(list.transformResponse({ items: ['a', 'b'], total: 12 }, undefined, params)).toEqual({
      data: ['a', 'b'],
      total: 12,
      page: 2,
      perPage: 10,
    });
  });
});

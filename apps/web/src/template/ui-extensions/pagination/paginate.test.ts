import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

const list = Array.from({ length: 23 }, (_, i) => i + 1);

describe('paginate', () => {
  it('slices a middle page and reports its range', () => {
    const p = paginate(list, 1, 10);
    expect(p.items).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(p).toMatchObject({ pageCount: 3, page: 1, from: 11, to: 20, total: 23 });
  });
  it('gives a short last page', () => {
    expect(paginate(list, 2, 10)).toMatchObject({ items: [21, 22, 23], from: 21, to: 23 });
  });
  it('clamps a page past the end (after the page size grows)', () => {
    expect(paginate(list, 9, 10).page).toBe(2);
    expect(paginate(list, -3, 10).page).toBe(0);
  });
  it('keeps one empty page for an empty list', () => {
    expect(paginate([], 0, 10)).toMatchObject({
      items: [],
      pageCount: 1,
      from: 0,
      to: 0,
      total: 0,
    });
  });
  it('treats a page size below one as one', () => {
    expect(paginate(list, 0, 0).items).toEqual([1]);
  });
});

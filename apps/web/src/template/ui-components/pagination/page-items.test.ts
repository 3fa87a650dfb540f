import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('puts gaps around the current page in a long list', () => {
    expect(pageItems(8, 20)).toEqual([1, 'gap', 7, 8, 9, 'gap', 20]);
  });
  it('shows a single skipped page instead of a gap', () => {
    expect(pageItems(4, 9)).toEqual([1, 2, 3, 4, 5, 'gap', 9]);
  });
  it('handles the ends and an empty list', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});

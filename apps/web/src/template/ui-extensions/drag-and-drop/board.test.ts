import { describe, expect, it } from 'vitest';
import { columnOf, moveCard, moveItem } from './board.ts';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });
  it('returns a copy unchanged for out-of-range indexes', () => {
    const list = ['a', 'b'];
    const out = moveItem(list, 0, 5);
    expect(out).toEqual(list);
    expect(out).not.toBe(list);
  });
});

describe('moveCard', () => {
  const board = { applied: [1, 2, 3], interview: [4], offer: [] as number[] };

  it('finds the column of a card or a column id', () => {
    expect(columnOf(board, 4)).toBe('interview');
    expect(columnOf(board, 'offer')).toBe('offer');
    expect(columnOf(board, 99)).toBeUndefined();
  });
  it('reorders within a column', () => {
    expect(moveCard(board, 1, 3).applied).toEqual([2, 3, 1]);
  });
  it('moves onto a card of another column, taking its place', () => {
    const next = moveCard(board, 2, 4);
    expect(next.applied).toEqual([1, 3]);
    expect(next.interview).toEqual([2, 4]);
  });
  it('moves onto an empty column', () => {
    const next = moveCard(board, 3, 'offer');
    expect(next.offer).toEqual([3]);
    expect(next.applied).toEqual([1, 2]);
  });
  it('leaves the board alone for unknown ids', () => {
    expect(moveCard(board, 42, 'offer')).toBe(board);
  });
});

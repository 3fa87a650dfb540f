import { describe, expect, it } from 'vitest';
import { applyOrder, moveItem } from './todo-order.ts';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('clamps the target to the list and ignores an unknown source', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, 9)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('applyOrder', () => {
  const items = [1, 2, 3, 4].map((id) => ({ id }));

  it('keeps the server order without a hand-made one', () => {
    expect(applyOrder(items, null).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });

  it('puts known items in the hand-made order and new ones first', () => {
    const server = [{ id: 5 }, ...items];
    expect(applyOrder(server, [3, 1, 4, 2]).map((i) => i.id)).toEqual([5, 3, 1, 4, 2]);
  });

  it('drops ids that left the list', () => {
    expect(applyOrder([{ id: 2 }, { id: 1 }], [1, 9, 2]).map((i) => i.id)).toEqual([1, 2]);
  });
});

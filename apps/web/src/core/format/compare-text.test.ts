import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.ts';

describe('compareText', () => {
  it('ignores case and accents, and orders digits by number', () => {
    expect(compareText('apple', 'Apple')).toBe(0);
    expect(compareText('élan', 'elan')).toBe(0);
    expect(['item 10', 'Item 2', 'item 1'].sort(compareText)).toEqual([
      'item 1',
      'Item 2',
      'item 10',
    ]);
    expect(compareText('b', 'a')).toBeGreaterThan(0);
  });
});

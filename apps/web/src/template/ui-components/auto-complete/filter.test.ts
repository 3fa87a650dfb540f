import { describe, expect, it } from 'vitest';
import { filterItems, groupTogether } from './filter.ts';

const titles = ['Data Analyst', 'Data Scientist', 'Big Data Engineer', 'Économiste', 'Nurse'];
const id = (s: string) => s;

describe('filterItems', () => {
  it('puts prefix matches before other matches', () => {
    expect(filterItems(titles, 'data', id)).toEqual([
      'Data Analyst',
      'Data Scientist',
      'Big Data Engineer',
    ]);
  });
  it('ignores case and accents', () => {
    expect(filterItems(titles, 'ECONOM', id)).toEqual(['Économiste']);
  });
  it('returns nothing below the minimum length and everything for an empty query', () => {
    expect(filterItems(titles, 'da', id, { minLength: 3 })).toEqual([]);
    expect(filterItems(titles, '', id, { limit: 2 })).toEqual(['Data Analyst', 'Data Scientist']);
  });
});

describe('groupTogether', () => {
  it('keeps each group in one run, in the order of its best-ranked member', () => {
    const sector = (s: string) => (s.startsWith('H') ? 'Health' : 'Money');
    expect(
      groupTogether(['Helix Pharma', 'Meridian Bank', 'Harbour Care', 'Mint'], sector),
    ).toEqual(['Helix Pharma', 'Harbour Care', 'Meridian Bank', 'Mint']);
    expect(groupTogether(['Mint', 'Helix Pharma', 'Meridian Bank'], sector)).toEqual([
      'Mint',
      'Meridian Bank',
      'Helix Pharma',
    ]);
  });
});

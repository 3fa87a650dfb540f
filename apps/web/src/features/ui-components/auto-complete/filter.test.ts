import { describe, expect, it } from 'vitest';
import { filterItems } from './filter.ts';

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

import { describe, expect, it } from 'vitest';
import { countInRange, formatK, salaryMarks } from './salary.ts';

describe('formatK', () => {
  it('shows thousands of pounds, with one decimal only when needed', () => {
    expect(formatK(20000)).toBe('£20k');
    expect(formatK(42500)).toBe('£42.5k');
    expect(formatK(0)).toBe('£0k');
  });
});

describe('salaryMarks', () => {
  it('marks every step between the bounds, inclusive', () => {
    expect(salaryMarks(20000, 60000, 10000)).toEqual({
      20000: '£20k',
      30000: '£30k',
      40000: '£40k',
      50000: '£50k',
      60000: '£60k',
    });
  });
  it('gives no marks for a bad step or range', () => {
    expect(salaryMarks(20000, 60000, 0)).toEqual({});
    expect(salaryMarks(60000, 20000, 1000)).toEqual({});
  });
});

describe('countInRange', () => {
  it('counts salaries inside the range, bounds included', () => {
    expect(countInRange([19000, 20000, 35000, 60000, 61000], [20000, 60000])).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { FakeHttpError } from './http.ts';
import {
  compareValues,
  enumParam,
  idValue,
  intParam,
  page,
  pageQuery,
  sortBy,
  sortQuery,
  stringParam,
} from './query.ts';

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof FakeHttpError ? error.status : 'other';
  }
  return 'none';
};

describe('query helpers', () => {
  it('pageQuery reads the search and the page, with the page size given by default', () => {
    expect(pageQuery({})).toEqual({ q: '', perPage: 10, page: 1 });
    expect(pageQuery({}, 9)).toEqual({ q: '', perPage: 9, page: 1 });
    expect(pageQuery({ q: ' fair ', perPage: '25', page: 2 })).toEqual({
      q: 'fair',
      perPage: 25,
      page: 2,
    });
    expect(status(() => pageQuery({ perPage: 101 }))).toBe(400);
  });

  it('sortQuery reads the column and the direction, with the list’s defaults', () => {
    const columns = ['id', 'total'] as const;
    expect(sortQuery({}, columns, 'id', 'desc')).toEqual({ sortColumn: 'id', sort: 'desc' });
    expect(sortQuery({ sortColumn: 'total', sort: 'asc' }, columns, 'id', 'desc')).toEqual({
      sortColumn: 'total',
      sort: 'asc',
    });
    expect(status(() => sortQuery({ sortColumn: 'name' }, columns, 'id', 'desc'))).toBe(400);
    expect(status(() => sortQuery({ sort: 'up' }, columns, 'id', 'desc'))).toBe(400);
  });

  it('intParam takes defaults and refuses out-of-range or fractional values', () => {
    expect(intParam({}, 'page', 1)).toBe(1);
    expect(intParam({ page: '3' }, 'page', 1)).toBe(3);
    expect(intParam({ perPage: 100 }, 'perPage', 10, 100)).toBe(100);
    expect(status(() => intParam({ perPage: 101 }, 'perPage', 10, 100))).toBe(400);
    expect(status(() => intParam({ page: 1.5 }, 'page', 1))).toBe(400);
    expect(status(() => intParam({ page: 0 }, 'page', 1))).toBe(400);
  });

  it('stringParam trims and refuses objects; enumParam matches exactly, then ignoring case', () => {
    expect(stringParam({ q: '  paid ' }, 'q')).toBe('paid');
    expect(status(() => stringParam({ q: { a: 1 } }, 'q'))).toBe(400);
    expect(enumParam({ s: 'ASC' }, 's', ['asc', 'desc'] as const)).toBe('asc');
    expect(enumParam({}, 's', ['asc', 'desc'] as const, 'desc')).toBe('desc');
    expect(status(() => enumParam({ s: 'up' }, 's', ['asc', 'desc'] as const))).toBe(400);
  });

  it('idValue accepts numbers and numeric strings only', () => {
    expect(idValue('42', 'id')).toBe(42);
    expect(idValue(7, 'id')).toBe(7);
    expect(status(() => idValue('x', 'id'))).toBe(400);
    expect(status(() => idValue(undefined, 'id'))).toBe(400);
  });

  it('sortBy is stable, numeric-aware and puts missing values last both ways', () => {
    const rows = [
      { n: 'b', v: 2 },
      { n: 'a', v: null },
      { n: 'c', v: 10 },
      { n: 'd', v: 2 },
    ];
    expect(sortBy(rows, (r) => r.v).map((r) => r.n)).toEqual(['b', 'd', 'c', 'a']);
    expect(sortBy(rows, (r) => r.v, 'desc').map((r) => r.n)).toEqual(['c', 'b', 'd', 'a']);
    expect(compareValues('Item 2', 'item 10')).toBeLessThan(0);
    expect(page([1, 2, 3, 4, 5], 2, 3)).toEqual([5]);
  });
});

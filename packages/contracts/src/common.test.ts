import { describe, expect, it } from 'vitest';
import { pagingQuerySchema } from './common.ts';

describe('pagingQuerySchema', () => {
  it('defaults to page 1 of 10, newest first', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, perPage: 10, sort: 'desc' });
  });

  it('coerces query-string numbers', () => {
    expect(pagingQuerySchema.parse({ page: '3', perPage: '25', sort: 'asc' })).toEqual({
      page: 3,
      perPage: 25,
      sort: 'asc',
    });
  });

  it.each([
    [{ perPage: '101' }, 'perPage'],
    [{ perPage: '0' }, 'perPage'],
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ sort: 'up' }, 'sort'],
  ])('refuses %o naming %s rather than clamping', (input, field) => {
    const result = pagingQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

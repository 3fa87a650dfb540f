import { describe, expect, it } from 'vitest';
import { listApplicationsQuerySchema } from './applications.ts';
import { listCandidatesQuerySchema } from './candidates.ts';
import { ratingInputSchema, tagFilterSchema } from './reviewing.ts';

const a = '5b1f2c1e-8a5b-4f0e-9c61-0d2b7c7b1a11';
const b = '9d0c2d4e-1111-4f0e-9c61-0d2b7c7b1a22';

describe('tag filter', () => {
  it('takes one id, a repeated parameter or a comma-separated list, each once', () => {
    expect(tagFilterSchema.parse(a)).toEqual([a]);
    expect(tagFilterSchema.parse([a, b, a])).toEqual([a, b]);
    expect(tagFilterSchema.parse(`${a},${b}`)).toEqual([a, b]);
    expect(tagFilterSchema.parse(undefined)).toBeUndefined();
    expect(tagFilterSchema.parse('')).toBeUndefined();
  });

  it('refuses what is not a tag id, naming the field in the lists', () => {
    expect(tagFilterSchema.safeParse('nope').success).toBe(false);
    const res = listApplicationsQuerySchema.safeParse({ tag: 'nope' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.path).toEqual(['tag']);
    expect(listCandidatesQuerySchema.safeParse({ tag: [a, b] }).data?.tag).toEqual([a, b]);
  });
});

describe('rating', () => {
  it('is a whole number from 1 to 5', () => {
    expect(ratingInputSchema.safeParse({ value: 3 }).success).toBe(true);
    for (const value of [0, 6, 2.5, '3', null]) {
      expect(ratingInputSchema.safeParse({ value }).success).toBe(false);
    }
  });
});

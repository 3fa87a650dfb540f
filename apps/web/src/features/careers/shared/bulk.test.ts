import { describe, expect, it } from 'vitest';
import { runBulk } from './bulk.ts';

describe('runBulk', () => {
  it('counts successes and failures and keeps distinct messages', async () => {
    const result = await runBulk([1, 2, 3, 4, 5], async (n) => {
      if (n % 2 === 0) throw { message: `bad ${n === 2 ? 'two' : 'even'}` };
      return n;
    });
    expect(result).toEqual({ succeeded: 3, failed: 2, messages: ['bad two', 'bad even'] });
  });

  it('runs every item once even with more workers than items', async () => {
    const seen: number[] = [];
    await runBulk([7, 8], async (n) => seen.push(n), 4);
    expect(seen.sort()).toEqual([7, 8]);
  });
});

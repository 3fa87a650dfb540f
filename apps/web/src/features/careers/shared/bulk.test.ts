import { describe, expect, it } from 'vitest';
import { bulkNotice, runBulk } from './bulk.ts';

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

describe('bulkNotice', () => {
  it('is a success when every change worked', () => {
    expect(bulkNotice({ succeeded: 3, failed: 0, messages: [] }, '3 closed.')).toEqual({
      kind: 'success',
      text: '3 closed.',
    });
  });

  it('warns, with the reasons, when some failed', () => {
    expect(
      bulkNotice({ succeeded: 1, failed: 2, messages: ['Already closed.'] }, '1 closed, 2 failed.'),
    ).toEqual({ kind: 'warning', text: '1 closed, 2 failed. Already closed.' });
  });
});

import { describe, expect, it } from 'vitest';
import { numberFormat } from './number.ts';

describe('numberFormat', () => {
  it('formats in the language asked for and makes each format once', () => {
    expect(numberFormat('de').format(2500)).toBe('2.500');
    expect(numberFormat('en', { style: 'currency', currency: 'GBP' }).format(3)).toBe('£3.00');
    expect(numberFormat('de')).toBe(numberFormat('de'));
    expect(numberFormat('de')).not.toBe(numberFormat('de', { maximumFractionDigits: 1 }));
  });

  it('refuses a currency that does not exist, as Intl does', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'XX' })).toThrow(RangeError);
  });
});

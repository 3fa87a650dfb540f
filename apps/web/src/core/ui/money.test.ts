import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange } from './money.ts';

describe('money', () => {
  it('writes whole salaries without decimals and hourly pay to the penny', () => {
    expect(formatMoneyRange(32000, 36000, 'GBP', 'en-GB')).toBe('£32,000 – £36,000');
    expect(formatMoneyRange(12.5, 14, 'GBP', 'en-GB')).toBe('£12.50 – £14.00');
    expect(formatMoney(11.5, 'GBP', 'en-GB')).toBe('£11.50');
  });

  it('shows one figure when both ends agree', () => {
    expect(formatMoneyRange(21000, 21000, 'GBP', 'en-GB')).toBe('£21,000');
  });

  it('falls back to the code for a currency Intl does not know', () => {
    expect(formatMoney(12.5, 'XX', 'en')).toBe('12.50 XX');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './invoice-format.ts';

const zone = process.env.TZ;
// West of Greenwich, midnight UTC is the evening before: a day must not slip back.
beforeEach(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterEach(() => {
  process.env.TZ = zone;
});

describe('invoice days and money', () => {
  it('shows a YYYY-MM-DD day as that day wherever the reader is', () => {
    expect(formatDay('2021-10-14', 'en')).toBe('Oct 14, 2021');
    expect(formatDay('2021-10-14', 'fr')).toBe('14 oct. 2021');
  });

  it('leaves what is not a day as it came, and writes money in the reader’s language', () => {
    expect(formatDay('soon', 'en')).toBe('soon');
    expect(formatMoney(1240.5, 'en')).toBe('$1,240.50');
  });
});

import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDayMonth } from './format.ts';

afterEach(() => void i18n.changeLanguage('en'));

describe('careers dates', () => {
  it('writes a chart day without its year, in the reader language', async () => {
    await i18n.init({ lng: 'en', resources: {} });
    const day = '2026-10-26T12:00:00.000Z';
    expect(formatDayMonth(day)).toBe('Oct 26');
    expect(formatDate(day)).toBe('Oct 26, 2026');
    await i18n.changeLanguage('fr');
    expect(formatDayMonth(day)).toBe('26 oct.');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDayMonth('not a date')).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { daysLeft, formatBytes, formatSalary } from './format.ts';

describe('portal formats', () => {
  it('writes hourly pay to the penny and a band as one figure when both ends agree', () => {
    const hourly = { min: 12.5, max: 14, currency: 'GBP', period: 'hour' } as const;
    expect(formatSalary(hourly, 'en-GB')).toBe('£12.50 – £14.00');
    expect(formatSalary({ ...hourly, min: 11.5, max: 11.5 }, 'en-GB')).toBe('£11.50');
    expect(formatSalary({ ...hourly, min: 21000, max: 21000, period: 'year' }, 'en-GB')).toBe(
      '£21,000',
    );
    expect(formatSalary(null, 'en-GB')).toBeNull();
  });

  it('counts small files in bytes and larger ones in kB or MB', () => {
    expect(formatBytes(854, 'en')).toBe('854 bytes');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });

  it('counts whole days to a deadline', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(daysLeft('2026-11-25T12:00:00Z', now)).toBe(3);
  });
});

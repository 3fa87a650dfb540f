import { afterEach, describe, expect, it } from 'vitest';
import { formatDay, formatSalary } from './format.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('table formats', () => {
  it('shows a YYYY-MM-DD day as that day west of Greenwich too, and salaries in pounds', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDay('2020-01-31', 'en')).toBe('Jan 31, 2020');
    expect(formatDay('2020-01-31', 'de')).toBe('31.01.2020');
    expect(formatDay('later', 'en')).toBe('later');
    expect(formatSalary(28500, 'en')).toBe('£28,500');
  });
});

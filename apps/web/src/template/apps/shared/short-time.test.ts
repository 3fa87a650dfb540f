import { describe, expect, it } from 'vitest';
import { shortTime } from './short-time.ts';

describe('shortTime', () => {
  const now = new Date(2026, 2, 14, 16, 30);

  it("shows today's time of day", () => {
    expect(shortTime(new Date(2026, 2, 14, 9, 5).toISOString(), 'en-GB', now)).toBe('09:05');
  });

  it('shows the day and month of an older one', () => {
    expect(shortTime(new Date(2026, 2, 13, 23, 59).toISOString(), 'en-GB', now)).toBe('13 Mar');
  });
});

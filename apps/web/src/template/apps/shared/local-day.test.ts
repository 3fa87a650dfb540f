import { describe, expect, it } from 'vitest';
import { localDay } from './local-day.ts';

describe('localDay', () => {
  it('gives the local day, padded, whatever the time of day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 30, 0, 0))).toBe('2026-11-30');
  });
});

import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localDay, localInputToIso } from './local-input.ts';

describe('datetime-local values', () => {
  it('round-trips an instant through the browser’s time zone', () => {
    const iso = '2026-03-14T09:26:00.000Z';
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(localInputToIso(local)).toBe(iso);
  });

  it('gives an empty value for what is not a date', () => {
    expect(isoToLocalInput('not a date')).toBe('');
    expect(localInputToIso('')).toBe('');
    expect(localInputToIso('nonsense')).toBe('');
  });

  it('gives a day of the browser’s calendar, padded', () => {
    expect(localDay(new Date(2026, 2, 5, 23, 30))).toBe('2026-03-05');
    expect(localDay(new Date(2026, 11, 31))).toBe('2026-12-31');
  });
});

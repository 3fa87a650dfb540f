import { describe, expect, it } from 'vitest';
import { isoToZonedInput, zonedInputToIso } from './zoned-input.ts';

describe('datetime-local values in the service’s time zone', () => {
  it('reads a wall-clock time in London, winter and summer', () => {
    expect(zonedInputToIso('2026-12-03T10:00', 'Europe/London')).toBe('2026-12-03T10:00:00.000Z');
    expect(zonedInputToIso('2026-07-03T10:00', 'Europe/London')).toBe('2026-07-03T09:00:00.000Z');
    expect(zonedInputToIso('2026-07-03T10:00', 'America/New_York')).toBe(
      '2026-07-03T14:00:00.000Z',
    );
  });

  it('keeps the instant across the autumn daylight-saving change', () => {
    // London leaves summer time at 02:00 BST on 25 October 2026 (01:00 UTC).
    expect(zonedInputToIso('2026-10-24T12:00', 'Europe/London')).toBe('2026-10-24T11:00:00.000Z');
    expect(zonedInputToIso('2026-10-26T12:00', 'Europe/London')).toBe('2026-10-26T12:00:00.000Z');
  });

  it('round-trips an instant and refuses what is not a date', () => {
    const iso = '2026-03-14T09:30:00.000Z';
    expect(isoToZonedInput(iso, 'Asia/Tokyo')).toBe('2026-03-14T18:30');
    expect(zonedInputToIso(isoToZonedInput(iso, 'Asia/Tokyo'), 'Asia/Tokyo')).toBe(iso);
    expect(zonedInputToIso('', 'Europe/London')).toBe('');
    expect(isoToZonedInput('nonsense', 'Europe/London')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { formatTime } from './time.ts';

describe('formatTime', () => {
  it('formats minutes and zero-padded seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(75.4)).toBe('1:15');
  });
  it('treats unknown durations as zero', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(-1)).toBe('0:00');
  });
});

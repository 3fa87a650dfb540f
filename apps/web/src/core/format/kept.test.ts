import { describe, expect, it, vi } from 'vitest';
import { keptFormats } from './kept.ts';

describe('keptFormats', () => {
  it('makes one format per language and options, English when no language is known', () => {
    const make = vi.fn((language: string, options: { digits?: number }) => ({ language, options }));
    const format = keptFormats(make);
    const first = format('de', { digits: 1 });
    expect(format('de', { digits: 1 })).toBe(first);
    expect(format('de')).not.toBe(first);
    expect(format('', { digits: 1 }).language).toBe('en');
    expect(make).toHaveBeenCalledTimes(3);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormats } from './warm-up.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpFormats', () => {
  it('makes a number and a date format of the language, which loads its data', () => {
    const made: string[] = [];
    const format = (kind: string) =>
      class {
        constructor(language: string) {
          made.push(`${kind} ${language}`);
        }
        format() {
          return '';
        }
      };
    vi.stubGlobal('Intl', { NumberFormat: format('number'), DateTimeFormat: format('date') });
    warmUpFormats('ar');
    expect(made).toEqual(['number ar', 'date ar']);
  });

  it('lets a language Intl does not accept pass', () => {
    expect(() => warmUpFormats('not a language!')).not.toThrow();
  });
});

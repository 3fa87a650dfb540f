import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormats } from './warm-up.ts';

const warmth = globalThis as { __careersFormatsWarm?: boolean };

afterEach(() => {
  vi.unstubAllGlobals();
  warmth.__careersFormatsWarm = undefined;
});

function recordFormats(): string[] {
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
  return made;
}

describe('warmUpFormats', () => {
  it('makes a number and a date format of the language, which loads its data', () => {
    const made = recordFormats();
    warmUpFormats('ar');
    expect(made).toEqual(['number ar', 'date ar']);
  });

  it('does it once: not again after the document head (or an earlier call) has', () => {
    const made = recordFormats();
    warmth.__careersFormatsWarm = true;
    warmUpFormats('ar');
    expect(made).toEqual([]);
    warmth.__careersFormatsWarm = undefined;
    warmUpFormats('fr');
    warmUpFormats('fr');
    expect(made).toEqual(['number fr', 'date fr']);
  });

  it('lets a language Intl does not accept pass', () => {
    expect(() => warmUpFormats('not a language!')).not.toThrow();
  });
});

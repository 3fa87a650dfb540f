import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './input-hygiene.ts';

describe('findUnstorableText', () => {
  it('names the first string PostgreSQL cannot store, however deep', () => {
    expect(findUnstorableText({ title: 'ok', links: [{ url: 'a\u0000b' }] })).toBe('links.0.url');
    expect(findUnstorableText({ note: 'half a pair \ud83d' })).toBe('note');
    expect(findUnstorableText({ ['k\udc00']: 1 })).toBe('k\udc00');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i++) deep = { a: deep };
    expect(findUnstorableText(deep)).toMatch(/^a(\.a)+$/);
  });

  it('lets ordinary text through, emoji (whole surrogate pairs) included', () => {
    expect(findUnstorableText({ name: 'Zoë 😀', tags: ['C++', 'naïve'], n: 3, b: null })).toBe(
      undefined,
    );
    expect(findUnstorableText(undefined)).toBeUndefined();
  });
});

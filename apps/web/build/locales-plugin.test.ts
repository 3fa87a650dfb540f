import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeLanguages, mergeLocale } from './locales-plugin.ts';

function tree(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'locales-'));
  for (const [file, content] of Object.entries(files)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, JSON.stringify(content));
  }
  return root;
}

describe('mergeLocale', () => {
  it('deep-merges the frame file with every feature fragment', () => {
    const root = tree({
      'public/locales/en.json': { menu: { email: 'Email' } },
      'src/features/apps/email/locales/en.json': { email: { compose: 'Compose' } },
      'src/features/careers/locales/en.json': { menu: { careers: 'Careers' } },
    });
    expect(mergeLocale('en', root)).toEqual({
      menu: { email: 'Email', careers: 'Careers' },
      email: { compose: 'Compose' },
    });
    expect(localeLanguages(root)).toEqual(['en']);
  });

  it('fails on a key defined twice', () => {
    const root = tree({
      'public/locales/fr.json': { menu: { email: 'E-mail' } },
      'src/features/x/locales/fr.json': { menu: { email: 'Courriel' } },
    });
    expect(() => mergeLocale('fr', root)).toThrow(/"menu.email" is defined twice/);
  });
});

describe('the shipped translations', () => {
  // Every language carries every key of English, so the fallback file is never needed.
  const flatten = (t: object, prefix = ''): string[] =>
    Object.entries(t).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? flatten(v as object, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    );
  const en = new Set(flatten(mergeLocale('en')));
  it.each(localeLanguages().filter((l) => l !== 'en'))('%s has every English key', (lng) => {
    const keys = new Set(flatten(mergeLocale(lng)));
    expect([...en].filter((k) => !keys.has(k))).toEqual([]);
  });
});

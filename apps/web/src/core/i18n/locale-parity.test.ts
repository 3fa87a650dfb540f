import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { mergeLocale } from '../../../build/locales-plugin.ts';
import { LANGUAGES } from './languages.ts';
import { flattenLocale, readLocale } from '../test/locale-files.ts';

/*
 * One parity test over every area's translations: each locales/ folder (the frame's
 * public/locales and every src/**\/locales) has a file per language with exactly the English keys,
 * none empty, the same {{placeholders}}; and every key an area's code names literally exists.
 */
const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function localeFolders(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'locales') out.push(full);
    else localeFolders(full, out);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const folders = [
  path.join(webRoot, 'public/locales'),
  ...localeFolders(path.join(webRoot, 'src')),
].map((full) => path.relative(webRoot, full));
const codes = LANGUAGES.map((l) => l.code);
/** i18next's plural suffixes (CLDR categories): `key_one`, `key_other`… */
const pluralOf = (key: string) => /^(.*)_(zero|one|two|few|many|other)$/.exec(key);

/** The keys a language must share with English: a counted text counts once, by its base key. */
const textKeys = (texts: Map<string, string>) =>
  [...new Set([...texts.keys()].map((k) => pluralOf(k)?.[1] ?? k))].sort();

/** Each counted text's forms: base key → category → text. */
function pluralForms(texts: Map<string, string>): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [key, text] of texts) {
    const m = pluralOf(key);
    if (!m) continue;
    const forms = out.get(m[1]!) ?? new Map<string, string>();
    forms.set(m[2]!, text);
    out.set(m[1]!, forms);
  }
  return out;
}

const holes = (s: string) =>
  [...s.matchAll(/\{\{(\w+)\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

describe('translations of every area', () => {
  it('finds the frame and the areas', () => {
    expect(folders).toEqual(
      expect.arrayContaining(['public/locales', 'src/features/careers/locales']),
    );
    expect(folders.length).toBeGreaterThan(15);
  });

  it.each(folders)('%s: one file per language, exactly the English keys, none empty', (folder) => {
    const full = path.join(webRoot, folder);
    const files = readdirSync(full).filter((f) => f.endsWith('.json'));
    expect(files.sort()).toEqual(codes.map((c) => `${c}.json`).sort());
    const en = flattenLocale(readLocale(full, 'en'));
    const enPlurals = pluralForms(en);
    for (const lng of codes.filter((c) => c !== 'en')) {
      const other = flattenLocale(readLocale(full, lng));
      expect(textKeys(other), lng).toEqual(textKeys(en));
      expect(
        [...other.entries()].filter(([, v]) => v.trim() === ''),
        lng,
      ).toEqual([]);
      // Same placeholders as English, so nothing shows a raw {{name}}.
      const mismatched = [...en.entries()].filter(
        ([key, text]) => !pluralOf(key) && holes(text) !== holes(other.get(key) ?? ''),
      );
      expect(
        mismatched.map(([key]) => key),
        lng,
      ).toEqual([]);
      // A counted text has every plural form the language has (Arabic six, English two), each
      // using only the placeholders of English's `_other`.
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const forms = pluralForms(other);
      for (const [base, enForms] of enPlurals) {
        const have = forms.get(base) ?? new Map<string, string>();
        expect([...have.keys()].sort(), `${lng} ${base}`).toEqual([...categories].sort());
        const allowed = new Set(holes(enForms.get('other') ?? '').split(','));
        for (const [form, text] of have) {
          const extra = holes(text)
            .split(',')
            .filter((h) => h && !allowed.has(h));
          expect(extra, `${lng} ${base}_${form}`).toEqual([]);
        }
      }
    }
    for (const [base, forms] of enPlurals) {
      expect([...forms.keys()].sort(), `en ${base}`).toEqual(['one', 'other']);
    }
  });

  it('counts in each language\'s plural forms ("1 application", never "1 applications")', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: Object.fromEntries(
        ['en', 'ar'].map((lng) => [lng, { translation: mergeLocale(lng, webRoot) }]),
      ),
    });
    const count = (lng: string, n: number) =>
      i18n.t('careers.dashboard.applicationCount', { lng, count: n, n: String(n) });
    expect([1, 2, 0].map((n) => count('en', n))).toEqual([
      '1 application',
      '2 applications',
      '0 applications',
    ]);
    expect(count('ar', 2)).toBe('طلبان');
    expect(count('ar', 3)).toBe('3 طلبات');
  });

  it('has every key an area names literally under its own top-level keys', () => {
    const merged = new Map(
      [...flattenLocale(mergeLocale('en', webRoot))].map(([k, v]) => [pluralOf(k)?.[1] ?? k, v]),
    );
    // A literal names a key, or a prefix the code completes (const K = 'area.section').
    const prefixes = new Set(
      [...merged.keys()].flatMap((k) => {
        const parts = k.split('.');
        return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('.'));
      }),
    );
    const missing: string[] = [];
    let used = 0;
    for (const folder of folders.filter((f) => f.startsWith('src/'))) {
      const tops = Object.keys(readLocale(path.join(webRoot, folder), 'en'));
      const pattern = new RegExp(`'((?:${tops.join('|')})\\.[\\w.-]*\\w)'`, 'g');
      for (const file of sources(path.dirname(path.join(webRoot, folder)))) {
        for (const m of readFileSync(file, 'utf8').matchAll(pattern)) {
          used += 1;
          if (!merged.has(m[1]!) && !prefixes.has(m[1]!))
            missing.push(`${path.relative(webRoot, file)}: ${m[1]}`);
        }
      }
    }
    expect(used).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });
});

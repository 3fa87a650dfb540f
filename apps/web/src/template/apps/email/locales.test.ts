import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const load = (lng: string) =>
  flatten(JSON.parse(readFileSync(path.join(here, 'locales', `${lng}.json`), 'utf8')) as Tree);

describe('email translations', () => {
  const en = load('en');

  it.each(['fr', 'de', 'pt', 'ar'])('%s has exactly the keys of en, none empty', (lng) => {
    const other = load(lng);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...other.values()].filter((v) => v.trim() === '')).toEqual([]);
  });

  it('has every key the screens use literally', () => {
    const used = new Set<string>();
    for (const file of readdirSync(here).filter(
      (f) => /\.tsx?$/.test(f) && !f.includes('.test.'),
    )) {
      const text = readFileSync(path.join(here, file), 'utf8');
      for (const m of text.matchAll(/'(email\.[\w.-]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });
});

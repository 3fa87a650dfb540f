import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  adminStatuses,
  applicationStatuses,
  candidateLevels,
  candidateStatuses,
  documentKinds,
  salaryPeriods,
  vacancyStatuses,
  vacancyTypes,
  workplaces,
} from '@careers/contracts';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const area = path.resolve(here, '..');
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
  flatten(JSON.parse(readFileSync(path.join(here, `${lng}.json`), 'utf8')) as Tree);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const en = load('en');

describe('careers translations', () => {
  it.each(['fr', 'de', 'pt', 'ar'])('%s has exactly the English keys, none empty', (lng) => {
    const other = load(lng);
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    expect([...other.entries()].filter(([, v]) => v.trim() === '')).toEqual([]);
    // Same placeholders as English, so nothing shows a raw {{name}}.
    const holes = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const mismatched = [...en.entries()].filter(
      ([key, text]) => holes(text).join() !== holes(other.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has every key the careers screens name literally, all under "careers"', () => {
    const used = new Set<string>();
    for (const file of sources(area)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/'(careers\.[\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !k.startsWith('careers.'))).toEqual([]);
  });

  it('names every status, type, level, kind and period of the contracts', () => {
    const groups: [string, readonly string[]][] = [
      ['vacancyStatus', vacancyStatuses],
      ['applicationStatus', applicationStatuses],
      ['candidateStatus', candidateStatuses],
      ['adminStatus', adminStatuses],
      ['vacancyType', vacancyTypes],
      ['workplace', workplaces],
      ['documentKind', documentKinds],
      ['level', candidateLevels],
      ['salaryPeriod', salaryPeriods],
      ['applicationAction', applicationStatuses],
    ];
    const missing = groups.flatMap(([group, values]) =>
      values.map((v) => `careers.${group}.${v}`).filter((k) => !en.has(k)),
    );
    expect(missing).toEqual([]);
  });
});

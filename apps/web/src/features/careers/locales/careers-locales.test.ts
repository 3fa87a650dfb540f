import { readFileSync } from 'node:fs';
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

const en = load('en');

describe('careers translations', () => {
  // Parity with English and the literal keys: core/i18n/locale-parity.test.ts, for every area.
  it('keeps every key under "careers"', () => {
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

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
import { flattenLocale, readLocale } from '../../../core/test/locale-files.ts';
import { LISTS } from '../lists.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const load = (lng: string) => flattenLocale(readLocale(here, lng));

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

  it("names every list's search box and empty list (ListCard reads them by the list's name)", () => {
    const missing = Object.keys(LISTS)
      .flatMap((name) => [`careers.${name}.search`, `careers.${name}.empty`])
      .filter((k) => !en.has(k));
    expect(missing).toEqual([]);
  });
});

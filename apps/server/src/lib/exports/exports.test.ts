import { describe, expect, it } from 'vitest';
import { exportLanguages } from '@careers/contracts';
import { exportDictionary, exportLabels } from './dictionary.ts';
import { csvFile } from './files.ts';
import { isoDateTime } from './table.ts';

const keysOf = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v).map((sub) => `${k}.${sub}`) : [k],
  );

describe('export files', () => {
  it('has every header and value in every language, none empty', () => {
    const en = keysOf(exportDictionary.en).sort();
    for (const lang of exportLanguages) {
      expect(keysOf(exportDictionary[lang]).sort(), lang).toEqual(en);
      const t = exportLabels(lang);
      expect(t.header('closesAt').length, lang).toBeGreaterThan(1);
      expect(t.value('applicationStatus', 'withdrawn').length, lang).toBeGreaterThan(1);
    }
  });

  it('writes dates in ISO 8601 UTC and starts CSV with a byte order mark', () => {
    const at = new Date('2026-05-01T09:30:12.345Z');
    expect(isoDateTime(at)).toBe('2026-05-01T09:30:12Z');
    expect(
      csvFile({
        headers: ['Nom', 'Date'],
        rows: [
          ['Zoë', at],
          ['@x', null],
        ],
      }),
    ).toBe("\uFEFFNom,Date\r\nZoë,2026-05-01T09:30:12Z\r\n'@x,\r\n");
  });
});

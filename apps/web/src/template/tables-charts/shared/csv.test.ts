import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buildCsv, type CsvColumn } from './csv.ts';

interface Row {
  name: string;
  salary: number;
}

const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Salary', value: (r) => r.salary },
];

describe('buildCsv', () => {
  it('writes a BOM, a header row then one CRLF-ended line per row', () => {
    expect(buildCsv([{ name: 'Ada Shah', salary: 30000 }], columns)).toBe(
      '\uFEFFName,Salary\r\nAda Shah,30000\r\n',
    );
  });

  it('quotes commas, semicolons, quotes and line breaks so the file reads back the same', () => {
    const rows = [{ name: 'Shah; "Ada"\nLeeds, UK', salary: -1 }];
    const csv = buildCsv(rows, columns);
    expect(csv).toContain('"Shah; ""Ada""\nLeeds, UK",-1');
    expect(Papa.parse<string[]>(csv, { skipEmptyLines: true }).data).toEqual([
      ['Name', 'Salary'],
      ['Shah; "Ada"\nLeeds, UK', '-1'],
    ]);
  });

  it('defuses what a spreadsheet would run as a formula', () => {
    const csv = buildCsv([{ name: '=HYPERLINK("http://x","y")', salary: 1 }], columns);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"",""y"")",1`);
  });

  it('keeps only the header for no rows', () => {
    expect(buildCsv([], columns)).toBe('\uFEFFName,Salary\r\n');
  });
});

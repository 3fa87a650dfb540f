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
  it('writes a header row then one line per row', () => {
    expect(buildCsv([{ name: 'Ada Shah', salary: 30000 }], columns)).toBe(
      'Name,Salary\r\nAda Shah,30000',
    );
  });

  it('quotes commas, quotes and line breaks so the file reads back the same', () => {
    const rows = [{ name: 'Shah, "Ada"\nLeeds', salary: 1 }];
    const csv = buildCsv(rows, columns);
    expect(csv).toContain('"Shah, ""Ada""\nLeeds"');
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Name', 'Salary'],
      ['Shah, "Ada"\nLeeds', '1'],
    ]);
  });

  it('keeps only the header for no rows', () => {
    expect(buildCsv([], columns)).toBe('Name,Salary');
  });
});

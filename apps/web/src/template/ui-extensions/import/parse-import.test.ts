import { describe, expect, it } from 'vitest';
import { filterRows, toCsv } from '../shared/table-data.ts';
import { kindOf, normaliseHeaders, parseCsv, tableFromGrid } from './parse-import.ts';

describe('kindOf', () => {
  it('picks the parser by extension', () => {
    expect(kindOf('students.CSV')).toBe('csv');
    expect(kindOf('report.xlsx')).toBe('xlsx');
    expect(kindOf('old.xls')).toBeNull();
    expect(kindOf('photo.png')).toBeNull();
  });
});

describe('parseCsv', () => {
  it('reads headers and rows, skipping blank lines and a BOM', () => {
    const result = parseCsv(
      '\uFEFFName,Course\r\nAmara Okafor,Computer Science\r\n\r\nLiam Chen,"Economics, BSc"\r\n',
    );
    expect(result).toEqual({
      ok: true,
      headers: ['Name', 'Course'],
      rows: [
        { Name: 'Amara Okafor', Course: 'Computer Science' },
        { Name: 'Liam Chen', Course: 'Economics, BSc' },
      ],
    });
  });
  it('reports an empty file', () => {
    expect(parseCsv('  \n')).toEqual({ ok: false, error: 'empty' });
    expect(parseCsv('Name,Course\n')).toEqual({ ok: false, error: 'empty' });
  });
  it('reports the first line whose field count differs from the header', () => {
    expect(parseCsv('a,b\n1,2\n3\n')).toEqual({ ok: false, error: 'malformed', line: 3 });
  });
});

describe('tableFromGrid', () => {
  it('builds rows from a spreadsheet grid, with dates and numbers as text', () => {
    const result = tableFromGrid([
      ['Name', 'Score', 'Interview'],
      ['Sofia Rossi', 81, new Date(Date.UTC(2027, 2, 14))],
      [null, null, null],
    ]);
    expect(result).toEqual({
      ok: true,
      headers: ['Name', 'Score', 'Interview'],
      rows: [{ Name: 'Sofia Rossi', Score: '81', Interview: '2027-03-14' }],
    });
  });
  it('refuses a sheet without a header row', () => {
    expect(
      tableFromGrid([
        [null, ''],
        ['x', 'y'],
      ]),
    ).toEqual({ ok: false, error: 'empty' });
    expect(tableFromGrid([])).toEqual({ ok: false, error: 'empty' });
  });
});

describe('normaliseHeaders', () => {
  it('names blank headers and de-duplicates repeated ones', () => {
    expect(normaliseHeaders(['Name', '', 'Name'])).toEqual(['Name', 'Column 2', 'Name (2)']);
  });
});

describe('filterRows and toCsv', () => {
  const rows = [
    { Name: 'Amara', Course: 'Law' },
    { Name: 'Liam', Course: 'Economics' },
  ];
  it('filters across columns, ignoring case', () => {
    expect(filterRows(rows, 'econ')).toEqual([rows[1]]);
    expect(filterRows(rows, '  ')).toEqual(rows);
  });
  it('writes CSV that parses back to the same table', () => {
    const csv = toCsv({ headers: ['Name', 'Course'], rows });
    expect(parseCsv(csv)).toEqual({ ok: true, headers: ['Name', 'Course'], rows });
  });
  it('defuses spreadsheet formulas and quotes separators, as every CSV the product writes', () => {
    expect(toCsv({ headers: ['A', 'B'], rows: [{ A: '=1+1', B: 'a;b' }] })).toBe(
      '\uFEFFA,B\r\n\'=1+1,"a;b"\r\n',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv, type CsvValue } from './csv.ts';

describe('csvCell', () => {
  it.each<[CsvValue, string]>([
    ['Ada Shah', 'Ada Shah'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-5, '-5'],
    [0.5, '0.5'],
    [Number.NaN, ''],
    // Formulas and what spreadsheets read as the start of one: prefixed, shown as text.
    ['=1+1', "'=1+1"],
    ['+44 161 555 0100', "'+44 161 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    // Separators, quotes and line breaks: quoted, quotes doubled.
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['line\r\nbreak', '"line\r\nbreak"'],
    ['\rcarriage', `"'\rcarriage"`],
    // Only the first character decides; inside a cell these are harmless.
    ['Smith-Jones', 'Smith-Jones'],
    ['ada@example.com', 'ada@example.com'],
    ["O'Brien", "O'Brien"],
    ['  =1+1', '  =1+1'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  const rows: CsvValue[][] = [
    ['id', 'title', 'positions'],
    ['v1', '=HYPERLINK("http://x","y")', 3],
    ['v2', 'a;b', -1],
  ];

  it('starts with a UTF-8 BOM, joins cells with commas and ends every row with CRLF', () => {
    expect(toCsv(rows)).toBe(
      `${CSV_BOM}id,title,positions\r\nv1,"'=HYPERLINK(""http://x"",""y"")",3\r\nv2,"a;b",-1\r\n`,
    );
  });

  it('leaves the BOM out on request, and writes nothing for no rows', () => {
    expect(toCsv([['a', 'b']], { bom: false })).toBe('a,b\r\n');
    expect(toCsv([], { bom: false })).toBe('');
  });
});

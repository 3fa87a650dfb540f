import { describe, expect, it } from 'vitest';
import { CANDIDATES } from '../shared/sample-data.ts';
import { candidatesTable, exportFileName, pickSelected, sheetRows } from './build-export.ts';

const headers = {
  name: 'Name',
  email: 'Email',
  course: 'Course',
  year: 'Year',
  vacancy: 'Vacancy',
  status: 'Status',
  score: 'Score',
};

describe('exportFileName', () => {
  it('adds the extension once and strips unsafe characters', () => {
    expect(exportFileName('shortlist', 'csv')).toBe('shortlist.csv');
    expect(exportFileName('shortlist.xlsx', 'xlsx')).toBe('shortlist.xlsx');
    expect(exportFileName('  a/b:c?  ', 'csv')).toBe('a-b-c.csv');
  });
  it('falls back to a default name', () => {
    expect(exportFileName('   ', 'xlsx')).toBe('export.xlsx');
    expect(exportFileName('...', 'csv')).toBe('export.csv');
  });
});

describe('candidatesTable', () => {
  it('has a column per header and a row per candidate, as text', () => {
    const table = candidatesTable(CANDIDATES.slice(0, 2), headers);
    expect(table.headers).toEqual([
      'Name',
      'Email',
      'Course',
      'Year',
      'Vacancy',
      'Status',
      'Score',
    ]);
    expect(table.rows[0]).toMatchObject({ Name: 'Amara Okafor', Year: '3', Score: '88' });
    expect(table.rows).toHaveLength(2);
  });
});

describe('sheetRows', () => {
  it('puts a bold header first and keeps numbers numeric', () => {
    const rows = sheetRows({ headers: ['Name', 'Score'], rows: [{ Name: 'Liam', Score: '74' }] });
    expect(rows[0]).toEqual([
      { value: 'Name', fontWeight: 'bold' },
      { value: 'Score', fontWeight: 'bold' },
    ]);
    expect(rows[1]).toEqual([
      { value: 'Liam', type: String },
      { value: 74, type: Number },
    ]);
  });
});

describe('pickSelected', () => {
  it('keeps the table order, not the order of selection', () => {
    expect(pickSelected(CANDIDATES, new Set([5, 2])).map((c) => c.id)).toEqual([2, 5]);
    expect(pickSelected(CANDIDATES, new Set())).toEqual([]);
  });
});

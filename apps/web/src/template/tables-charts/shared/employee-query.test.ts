import { describe, expect, it } from 'vitest';
import type { Employee } from '../../../fake-api/types.ts';
import {
  buildEmployeeFilter,
  EMPTY_FILTERS,
  hasColumnFilters,
  paramsFromState,
  refineEmployees,
  sortEmployees,
  stateFromParams,
  type TableState,
} from './employee-query.ts';

function employee(id: number, over: Partial<Employee>): Employee {
  return {
    id,
    full_name: `Person ${id}`,
    post: 'Careers Adviser',
    email: `p${id}@staff.example.ac.uk`,
    city: 'Leeds',
    start_date: '2020-01-01',
    salary: 30_000,
    age: 30,
    experience: '3 Years',
    status: 1,
    avatar: '',
    ...over,
  };
}

const rows = [
  employee(1, { full_name: 'Ada Shah', city: 'Leeds', salary: 25_000, start_date: '2019-05-01' }),
  employee(2, {
    full_name: 'Ben Okafor',
    city: 'York',
    salary: 41_000,
    start_date: '2021-03-15',
    post: 'Data Analyst',
  }),
  employee(3, { full_name: 'Cara Adams', city: 'Leeds', salary: 33_000, start_date: '2023-09-30' }),
];

describe('buildEmployeeFilter', () => {
  const pick = (filters: Partial<typeof EMPTY_FILTERS>) =>
    rows.filter(buildEmployeeFilter({ ...EMPTY_FILTERS, ...filters })).map((r) => r.id);

  it('keeps everything without filters', () => {
    expect(pick({})).toEqual([1, 2, 3]);
    expect(hasColumnFilters(EMPTY_FILTERS)).toBe(false);
  });

  it('matches text columns case-insensitively, ignoring surrounding spaces', () => {
    expect(pick({ city: ' leeds ' })).toEqual([1, 3]);
    expect(pick({ name: 'ADA' })).toEqual([1, 3]);
    expect(pick({ post: 'analyst' })).toEqual([2]);
    expect(pick({ email: 'p3@' })).toEqual([3]);
  });

  it('applies inclusive date and salary ranges', () => {
    expect(pick({ dateFrom: '2021-03-15' })).toEqual([2, 3]);
    expect(pick({ dateTo: '2021-03-15' })).toEqual([1, 2]);
    expect(pick({ salaryMin: '33000', salaryMax: '41000' })).toEqual([2, 3]);
    expect(hasColumnFilters({ ...EMPTY_FILTERS, salaryMin: '1' })).toBe(true);
  });

  it('ignores a salary bound that is not a number', () => {
    expect(pick({ salaryMin: 'abc' })).toEqual([1, 2, 3]);
  });

  it('combines filters with AND', () => {
    expect(pick({ city: 'leeds', salaryMin: '30000' })).toEqual([3]);
  });
});

describe('sorting and paging', () => {
  it('sorts text and numbers both ways', () => {
    expect(sortEmployees(rows, { column: 'full_name', direction: 'asc' }).map((r) => r.id)).toEqual(
      [1, 2, 3],
    );
    expect(sortEmployees(rows, { column: 'salary', direction: 'desc' }).map((r) => r.id)).toEqual([
      2, 3, 1,
    ]);
    expect(sortEmployees(rows, null).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('filters, sorts, then cuts one page and counts all matches', () => {
    const result = refineEmployees(rows, {
      filters: { ...EMPTY_FILTERS, city: 'Leeds' },
      sort: { column: 'salary', direction: 'desc' },
      page: 2,
      perPage: 1,
    });
    expect(result.total).toBe(2);
    expect(result.rows.map((r) => r.id)).toEqual([1]);
  });
});

describe('URL state', () => {
  it('round-trips a full state', () => {
    const state: TableState = {
      q: 'adviser',
      page: 3,
      perPage: 25,
      sort: { column: 'salary', direction: 'desc' },
      filters: { ...EMPTY_FILTERS, city: 'Leeds', dateFrom: '2020-01-01', salaryMax: '40000' },
    };
    const params = paramsFromState(state);
    expect(params.toString()).toBe(
      'q=adviser&city=Leeds&from=2020-01-01&max=40000&sort=salary&dir=desc&perPage=25&page=3',
    );
    expect(stateFromParams(params)).toEqual(state);
  });

  it('leaves defaults out and falls back on bad values', () => {
    expect(paramsFromState(stateFromParams(new URLSearchParams())).toString()).toBe('');
    const state = stateFromParams(new URLSearchParams('page=-2&perPage=7&sort=password&dir=up'));
    expect(state).toMatchObject({ page: 1, perPage: 10, sort: null });
  });
});

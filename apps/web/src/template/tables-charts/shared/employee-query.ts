import type { Employee } from '../../../fake-api/types.ts';
import { compareText } from '../../../core/format/compare-text.ts';

export interface EmployeeFilters {
  name: string;
  email: string;
  post: string;
  city: string;
  /** 'YYYY-MM-DD' or ''. */
  dateFrom: string;
  dateTo: string;
  /** Whole numbers as typed, or ''. */
  salaryMin: string;
  salaryMax: string;
}

export type SortColumn = 'full_name' | 'email' | 'post' | 'city' | 'start_date' | 'salary';
export const SORT_COLUMNS: readonly SortColumn[] = [
  'full_name',
  'email',
  'post',
  'city',
  'start_date',
  'salary',
];

export interface EmployeeSort {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Everything the advanced table shows, as kept in the URL. */
export interface TableState {
  q: string;
  page: number;
  perPage: number;
  sort: EmployeeSort | null;
  filters: EmployeeFilters;
}

export const EMPTY_FILTERS: EmployeeFilters = {
  name: '',
  email: '',
  post: '',
  city: '',
  dateFrom: '',
  dateTo: '',
  salaryMin: '',
  salaryMax: '',
};

const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as (keyof EmployeeFilters)[];

export function hasColumnFilters(filters: EmployeeFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

function toNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

const contains = (value: string, needle: string) =>
  needle.trim() === '' || value.toLowerCase().includes(needle.trim().toLowerCase());

/** A predicate for the column filters: text contains, inclusive date and salary ranges. */
export function buildEmployeeFilter(filters: EmployeeFilters): (e: Employee) => boolean {
  const min = toNumber(filters.salaryMin);
  const max = toNumber(filters.salaryMax);
  const from = filters.dateFrom.trim();
  const to = filters.dateTo.trim();
  return (e) =>
    contains(e.full_name, filters.name) &&
    contains(e.email, filters.email) &&
    contains(e.post, filters.post) &&
    contains(e.city, filters.city) &&
    // ISO days compare correctly as strings.
    (from === '' || e.start_date >= from) &&
    (to === '' || e.start_date <= to) &&
    (min === null || e.salary >= min) &&
    (max === null || e.salary <= max);
}

export function sortEmployees(rows: readonly Employee[], sort: EmployeeSort | null): Employee[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { column } = sort;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row[column];
      const y = b.row[column];
      const order =
        typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
      return sign * order || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** Column filters, then sort, then one page: what the table shows of the server's matches. */
export function refineEmployees(
  rows: readonly Employee[],
  state: Pick<TableState, 'filters' | 'sort' | 'page' | 'perPage'>,
): { rows: Employee[]; total: number } {
  const filtered = sortEmployees(rows.filter(buildEmployeeFilter(state.filters)), state.sort);
  const start = (state.page - 1) * state.perPage;
  return { rows: filtered.slice(start, start + state.perPage), total: filtered.length };
}

const URL_FILTER_KEYS: Record<keyof EmployeeFilters, string> = {
  name: 'name',
  email: 'email',
  post: 'post',
  city: 'city',
  dateFrom: 'from',
  dateTo: 'to',
  salaryMin: 'min',
  salaryMax: 'max',
};

function positiveInt(text: string | null, fallback: number): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : fallback;
}

/** Reads the table state from the address bar; bad values fall back to defaults. */
export function stateFromParams(params: URLSearchParams): TableState {
  const filters = { ...EMPTY_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(URL_FILTER_KEYS[key]) ?? '';
  const perPage = positiveInt(params.get('perPage'), DEFAULT_PAGE_SIZE);
  const sortColumn = params.get('sort');
  const sort =
    sortColumn && (SORT_COLUMNS as readonly string[]).includes(sortColumn)
      ? {
          column: sortColumn as SortColumn,
          direction: params.get('dir') === 'desc' ? ('desc' as const) : ('asc' as const),
        }
      : null;
  return {
    q: params.get('q') ?? '',
    page: positiveInt(params.get('page'), 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    sort,
    filters,
  };
}

/** The table state as query parameters, leaving out defaults so links stay short. */
export function paramsFromState(state: TableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  for (const key of FILTER_KEYS) {
    const value = state.filters[key].trim();
    if (value) params.set(URL_FILTER_KEYS[key], value);
  }
  if (state.sort) {
    params.set('sort', state.sort.column);
    params.set('dir', state.sort.direction);
  }
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set('perPage', String(state.perPage));
  if (state.page !== 1) params.set('page', String(state.page));
  return params;
}

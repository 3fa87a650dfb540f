import Papa from 'papaparse';
import type { TableData } from '../shared/table-data.ts';

export type ImportErrorCode = 'unsupported' | 'tooLarge' | 'empty' | 'malformed' | 'unreadable';

export type ImportResult =
  ({ ok: true } & TableData) | { ok: false; error: ImportErrorCode; line?: number };

export type FileKind = 'csv' | 'xlsx';

export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** Which parser a file needs, by its extension (browsers report CSV types inconsistently). */
export function kindOf(fileName: string): FileKind | null {
  const ext = fileName.toLowerCase().split('.').pop();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
}

/** Header cells, trimmed; blank or repeated headers get a unique name so no column is lost. */
export function normaliseHeaders(raw: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((cell, i) => {
    let name = cellText(cell) || `Column ${i + 1}`;
    const times = seen.get(name) ?? 0;
    seen.set(name, times + 1);
    if (times > 0) name = `${name} (${times + 1})`;
    return name;
  });
}

export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** Turns a grid (first row = headers) into a table, dropping rows with no content. */
export function tableFromGrid(grid: readonly (readonly unknown[])[]): ImportResult {
  const nonEmpty = grid.filter((row) => row.some((c) => cellText(c) !== ''));
  const [headerRow, ...body] = nonEmpty;
  if (!headerRow) return { ok: false, error: 'empty' };
  const headers = normaliseHeaders(headerRow);
  if (body.length === 0) return { ok: false, error: 'empty' };
  const rows = body.map((cells) =>
    Object.fromEntries(headers.map((h, i) => [h, cellText(cells[i])])),
  );
  return { ok: true, headers, rows };
}

/** Parses CSV text; a row with a different number of fields than the header is an error. */
export function parseCsv(text: string): ImportResult {
  const clean = text.replace(/^\uFEFF/, '');
  if (clean.trim() === '') return { ok: false, error: 'empty' };
  const parsed = Papa.parse<string[]>(clean, { skipEmptyLines: 'greedy' });
  const grid = parsed.data;
  const width = grid[0]?.length ?? 0;
  const bad = grid.findIndex((row) => row.length !== width);
  if (bad !== -1) return { ok: false, error: 'malformed', line: bad + 1 };
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return { ok: false, error: 'malformed', line: (quoteError.row ?? 0) + 1 };
  return tableFromGrid(grid);
}

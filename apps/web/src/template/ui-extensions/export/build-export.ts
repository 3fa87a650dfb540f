import type { Candidate } from '../shared/sample-data.ts';
import type { TableData } from '../shared/table-data.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** Column keys of the export, in order; headers are translated by the screen. */
export const EXPORT_COLUMNS = [
  'name',
  'email',
  'course',
  'year',
  'vacancy',
  'status',
  'score',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** A file name safe on every OS, with the format's extension (once). */
export function exportFileName(input: string, format: ExportFormat): string {
  const base = [...input]
    // Control characters are never valid in file names.
    .filter((ch) => ch.charCodeAt(0) >= 32)
    .join('')
    .trim()
    .replace(/\.(xlsx|csv)$/i, '')
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/^[.\s-]+|[.\s-]+$/g, '');
  return `${base || 'export'}.${format}`;
}

/** The candidates as a table with the given (translated) headers. */
export function candidatesTable(
  candidates: readonly Candidate[],
  headers: Record<ExportColumn, string>,
): TableData {
  return {
    headers: EXPORT_COLUMNS.map((c) => headers[c]),
    rows: candidates.map((c) =>
      Object.fromEntries(EXPORT_COLUMNS.map((col) => [headers[col], String(c[col])])),
    ),
  };
}

export interface SheetCell {
  value: string | number;
  type?: StringConstructor | NumberConstructor;
  fontWeight?: 'bold';
}

/** Rows for write-excel-file: a bold header row, then values (numbers stay numbers). */
export function sheetRows(data: TableData): SheetCell[][] {
  return [
    data.headers.map((h) => ({ value: h, fontWeight: 'bold' as const })),
    ...data.rows.map((r) =>
      data.headers.map((h): SheetCell => {
        const v = r[h] ?? '';
        return /^-?\d+(\.\d+)?$/.test(v)
          ? { value: Number(v), type: Number }
          : { value: v, type: String };
      }),
    ),
  ];
}

/** Selected ids kept in the table's order. */
export function pickSelected<T extends { id: number }>(
  items: readonly T[],
  selected: ReadonlySet<number>,
): T[] {
  return items.filter((i) => selected.has(i.id));
}

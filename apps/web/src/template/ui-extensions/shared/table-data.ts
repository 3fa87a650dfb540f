import { toCsv as csvFile } from '@careers/contracts/csv';

/** A parsed or exported table: column headers and one record of strings per row. */
export interface TableData {
  headers: string[];
  rows: Record<string, string>[];
}

/** Rows whose cells contain the query (case-insensitive), in any column. */
export function filterRows(
  rows: readonly Record<string, string>[],
  query: string,
): Record<string, string>[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...rows];
  return rows.filter((r) => Object.values(r).some((v) => v.toLocaleLowerCase().includes(q)));
}

/**
 * CSV file text of a table, through the product's one CSV writer: formulas defused, separators
 * quoted, CRLF rows, a UTF-8 BOM first.
 */
export function toCsv(data: TableData): string {
  return csvFile([data.headers, ...data.rows.map((r) => data.headers.map((h) => r[h] ?? ''))]);
}

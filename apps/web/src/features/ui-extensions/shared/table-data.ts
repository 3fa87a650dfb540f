import Papa from 'papaparse';

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

/** CSV text of a table; cells that a spreadsheet would run as formulas are defused. */
export function toCsv(data: TableData): string {
  return Papa.unparse(
    { fields: data.headers, data: data.rows.map((r) => data.headers.map((h) => r[h] ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
